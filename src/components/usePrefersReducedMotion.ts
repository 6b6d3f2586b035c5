import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * One query list for the page: every animated image (each post's avatar and emoji) asks, and
 * a new list for each ask costs on a timeline. A new one only when `matchMedia` itself is
 * another.
 */
let cached: { matchMedia: Window['matchMedia']; list: MediaQueryList } | null = null;

const media = (): MediaQueryList | null => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  // Kept only to compare with, never called apart from the window.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { matchMedia } = window;
  if (cached?.matchMedia !== matchMedia) cached = { matchMedia, list: window.matchMedia(QUERY) };
  return cached.list;
};

const subscribe = (listener: () => void) => {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
};

const prefersReducedMotion = () => media()?.matches ?? false;

/** The system's "reduce motion", kept current while the page is open. */
export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
