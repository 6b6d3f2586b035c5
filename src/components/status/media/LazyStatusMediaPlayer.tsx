import { lazy, Suspense, type ComponentProps } from 'react';
import { Blurhash } from './Blurhash';

// The players load with the first post that has a video or an audio, not with the app.
const StatusMediaPlayer = lazy(async () => ({
  default: (await import('./player/StatusMediaPlayer')).StatusMediaPlayer,
}));

type Props = ComponentProps<typeof StatusMediaPlayer>;

/** Holds the player's place (its shape and blurhash) while its code arrives. */
function PlayerPlaceholder({ media }: Pick<Props, 'media'>) {
  const ratio = media.width && media.height ? `${media.width} / ${media.height}` : '16 / 9';
  return (
    <div
      className={`player-placeholder player-placeholder--${media.type}`}
      style={media.type === 'video' ? { aspectRatio: ratio } : undefined}
    >
      <Blurhash hash={media.blurhash} className="player-placeholder__blurhash" />
    </div>
  );
}

/** A status's video or audio in the client's player, its code loaded when first needed. */
export function LazyStatusMediaPlayer(props: Props) {
  return (
    <Suspense fallback={<PlayerPlaceholder media={props.media} />}>
      <StatusMediaPlayer {...props} />
    </Suspense>
  );
}
