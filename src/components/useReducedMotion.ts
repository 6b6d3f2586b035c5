import { useAppSelector } from '../store/hooks';
import { selectReduceMotion } from '../store/session/settingsSelectors';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/**
 * Whether motion is reduced: the 'Reduce motion' setting, or the system's
 * `prefers-reduced-motion` (followed as it changes). The one answer for CSS (the root's
 * `reduce-motion` class) and for motion driven from script.
 */
export function useReducedMotion(): boolean {
  const setting = useAppSelector(selectReduceMotion);
  const system = usePrefersReducedMotion();
  return setting || system;
}
