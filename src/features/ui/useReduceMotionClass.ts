import { useEffect } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectReduceMotion } from '../../store/session/settingsSelectors';

/** 'Reduce motion' puts a class on the root that stops transitions and animations. */
export function useReduceMotionClass() {
  const reduceMotion = useAppSelector(selectReduceMotion);
  useEffect(() => {
    document.documentElement.classList.toggle('reduce-motion', reduceMotion);
  }, [reduceMotion]);
}
