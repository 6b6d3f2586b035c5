import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectAutoPlayGif } from '../store/session/settingsSelectors';
import { useReducedMotion } from './useReducedMotion';

/** What hovering or focusing moves the image: the link, button or post it sits in. */
const HOST = 'a, button, [tabindex], label';

/** Animated images move by themselves only with 'Auto-play' on and motion not reduced. */
export function useAnimatesImages(): boolean {
  const autoPlay = useAppSelector(selectAutoPlayGif);
  const reduceMotion = useReducedMotion();
  return autoPlay && !reduceMotion;
}

/**
 * An image that may be animated (custom emoji, avatars, headers): its still version unless
 * animated images play by themselves, and the animated one while the pointer is over it or
 * the keyboard is on what holds it, as Mastodon does.
 */
export function AnimatedImage({
  src,
  staticSrc,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string; staticSrc: string }) {
  const animates = useAnimatesImages();
  const ref = useRef<HTMLImageElement>(null);
  const [isActive, setIsActive] = useState(false);
  const isStill = !animates && staticSrc !== '';
  useEffect(() => {
    const image = ref.current;
    if (!isStill || !image) return;
    const host = image.closest(HOST) ?? image;
    const on = () => setIsActive(true);
    const off = () => setIsActive(false);
    host.addEventListener('mouseenter', on);
    host.addEventListener('mouseleave', off);
    host.addEventListener('focusin', on);
    host.addEventListener('focusout', off);
    return () => {
      host.removeEventListener('mouseenter', on);
      host.removeEventListener('mouseleave', off);
      host.removeEventListener('focusin', on);
      host.removeEventListener('focusout', off);
    };
  }, [isStill]);
  const shown = isStill && !isActive ? staticSrc : src;
  return <img ref={ref} {...props} src={shown || undefined} />;
}
