import { useSyncExternalStore } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectReduceMotion } from '../store/session/settingsSelectors';

const QUERY = '(prefers-reduced-motion: reduce)';

const queryList = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;

function subscribe(onChange: () => void) {
  const list = queryList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const systemReduces = () => queryList()?.matches ?? false;

/**
 * Whether motion is reduced: the 'Reduce motion' setting, or the system's
 * `prefers-reduced-motion` (followed as it changes). The one answer for CSS (the root's
 * `reduce-motion` class) and for motion driven from script.
 */
export function useReducedMotion(): boolean {
  const setting = useAppSelector(selectReduceMotion);
  const system = useSyncExternalStore(subscribe, systemReduces, () => false);
  return setting || system;
}
