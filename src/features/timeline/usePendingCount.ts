import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { throttle } from '../../lib/throttle';
import type { RootState } from '../../store';
import { PENDING_COUNT_THROTTLE_MS } from '../../store/constants';
import { selectPendingCount } from '../../store/timelines/selectors';

/**
 * The timeline's pending count as the "new posts" button shows it: a growing count at most
 * every PENDING_COUNT_THROTTLE_MS (a busy stream would otherwise render the button for every
 * post), a count that drops (the posts were shown, or removed) at once. It reads the store
 * itself, so the throttled renders are the only ones.
 */
export function usePendingCount(key: string): number {
  const store = useStore<RootState>();
  const [shown, setShown] = useState(() => selectPendingCount(store.getState(), key));
  useEffect(() => {
    let last = selectPendingCount(store.getState(), key);
    setShown(last);
    const show = throttle(() => {
      last = selectPendingCount(store.getState(), key);
      setShown(last);
    }, PENDING_COUNT_THROTTLE_MS);
    const unsubscribe = store.subscribe(() => {
      const count = selectPendingCount(store.getState(), key);
      if (count === last) return;
      if (count < last) {
        show.cancel();
        last = count;
        setShown(count);
        return;
      }
      show();
    });
    return () => {
      unsubscribe();
      show.cancel();
    };
  }, [store, key]);
  return shown;
}
