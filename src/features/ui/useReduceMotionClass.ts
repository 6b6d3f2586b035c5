import { useEffect } from 'react';
import { useReducedMotion } from '../../components/useReducedMotion';

/**
 * Reduced motion (the setting or the system's preference) puts a class on the root; the one
 * rule set in `styles.css` stops every transition and animation under it.
 */
export function useReduceMotionClass() {
  const reduceMotion = useReducedMotion();
  useEffect(() => {
    document.documentElement.classList.toggle('reduce-motion', reduceMotion);
  }, [reduceMotion]);
}
