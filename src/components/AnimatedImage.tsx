import { useState, type ImgHTMLAttributes } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectAutoPlayGif } from '../store/session/settingsSelectors';

/**
 * An image that may be animated (custom emoji, avatars): its still version unless
 * 'Autoplay animated images' is on, or while the pointer is over it.
 */
export function AnimatedImage({
  src,
  staticSrc,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string; staticSrc: string }) {
  const autoPlay = useAppSelector(selectAutoPlayGif);
  const [hovered, setHovered] = useState(false);
  const animated = autoPlay || hovered || !staticSrc;
  return (
    <img
      {...props}
      src={(animated ? src : staticSrc) || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    />
  );
}
