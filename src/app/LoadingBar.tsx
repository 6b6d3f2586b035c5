import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  createRequestsInFlight,
  LOADING_BAR_END_MS,
  LOADING_BAR_HIDDEN,
  LOADING_BAR_UPDATE_MS,
  loadingBarTick,
} from '../lib/loadingBar';
import './loading-bar.css';

/** The app's requests in flight, counted by the fetch main.tsx gives the store. */
export const requestsInFlight = createRequestsInFlight();

const isBusy = () => requestsInFlight.count() > 0;

/**
 * A thin bar at the top of the window that grows while any request is in flight and fills
 * when the last one ends (SPEC §9). It only draws; the progress is not a real measure, so
 * it is hidden from assistive tech, which hears the spinners instead.
 */
export function LoadingBar() {
  const busy = useSyncExternalStore(requestsInFlight.subscribe, isBusy, () => false);
  const [bar, setBar] = useState(LOADING_BAR_HIDDEN);
  useEffect(() => {
    const tick = () => setBar((state) => loadingBarTick(state, requestsInFlight.count()));
    if (busy) {
      const interval = window.setInterval(tick, LOADING_BAR_UPDATE_MS);
      return () => window.clearInterval(interval);
    }
    // Idle: fill at once, then hide once the full bar has shown.
    const fill = window.setTimeout(tick, 0);
    const hide = window.setTimeout(tick, LOADING_BAR_END_MS);
    return () => {
      window.clearTimeout(fill);
      window.clearTimeout(hide);
    };
  }, [busy]);
  if (bar.percent === 0) return null;
  return (
    <div
      className={bar.percent >= 100 ? 'loading-bar loading-bar--done' : 'loading-bar'}
      style={{ width: `${bar.percent}%` }}
      aria-hidden="true"
    />
  );
}
