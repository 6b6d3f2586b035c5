import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;

const subscribe = (listener: () => void) => {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
};

const prefersReducedMotion = () => media()?.matches ?? false;

/** The system's "reduce motion", kept current while the page is open. */
export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
