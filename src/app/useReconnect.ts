import { useEffect } from 'react';
import { retryDelayMs } from '../lib/connectivity';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectIsServerUnreachable } from '../store/selectors';
import { reconnectSession } from '../store/session/sessionActions';

/**
 * While the server has not answered since start-up, asks again with a growing delay, and at
 * once when the browser comes back online or the tab is shown again.
 */
export function useReconnect() {
  const dispatch = useAppDispatch();
  const isUnreachable = useAppSelector(selectIsServerUnreachable);
  useEffect(() => {
    if (!isUnreachable) return undefined;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let inFlight = false;
    let stopped = false;
    const tryNow = () => {
      if (inFlight || stopped) return;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      inFlight = true;
      void dispatch(reconnectSession()).then(() => {
        inFlight = false;
        if (stopped) return;
        attempt += 1;
        timer = setTimeout(tryNow, retryDelayMs(attempt));
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') tryNow();
    };
    timer = setTimeout(tryNow, retryDelayMs(attempt));
    window.addEventListener('online', tryNow);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      window.removeEventListener('online', tryNow);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [dispatch, isUnreachable]);
}
