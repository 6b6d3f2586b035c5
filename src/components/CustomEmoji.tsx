import type { ImgHTMLAttributes } from 'react';
import { AnimatedImage } from './AnimatedImage';

/**
 * A server's custom emoji as an image: still unless animated images play (or it is hovered),
 * its shortcode as the text, so copying or reading it out gives `:blobcat:`.
 */
export function CustomEmoji({
  shortcode,
  url,
  staticUrl,
  className = 'emojione custom-emoji',
  ...size
}: {
  shortcode: string;
  url: string;
  staticUrl: string | null;
  className?: string;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height'>) {
  return (
    <AnimatedImage
      className={className}
      src={url}
      staticSrc={staticUrl ?? ''}
      alt={`:${shortcode}:`}
      title={`:${shortcode}:`}
      draggable={false}
      loading="lazy"
      {...size}
    />
  );
}

/** A reaction's emoji: the server's image for a custom one, else the unicode character. */
export function ReactionEmoji({
  reaction,
  size,
}: {
  reaction: { name: string; url: string | null; staticUrl: string | null };
  size: number;
}) {
  if (!reaction.url) return <span aria-hidden="true">{reaction.name}</span>;
  return (
    <CustomEmoji
      shortcode={reaction.name}
      url={reaction.url}
      staticUrl={reaction.staticUrl}
      className="custom-emoji"
      width={size}
      height={size}
    />
  );
}
