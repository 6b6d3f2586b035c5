import { useEffect, useRef } from 'react';
import { useSentinel } from './useSentinel';

/**
 * Infinite scroll: a sentinel at the end of a list that calls `load` when it comes within
 * `rootMargin` of the viewport and `canLoad` holds. A sentinel only reports crossings, so one
 * still near once the last page has rendered (a short page, a tall screen) asks again itself.
 */
export function useNearEnd<T extends Element>(
  canLoad: boolean,
  load: () => void,
  rootMargin = '600px',
) {
  const near = useRef(false);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const ref = useSentinel<T>((isNear) => {
    near.current = isNear;
    if (isNear && canLoad) load();
  }, rootMargin);
  useEffect(() => {
    if (canLoad && near.current) latestLoad.current();
  }, [canLoad]);
  return ref;
}
