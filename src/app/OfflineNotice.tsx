import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { createConnectivity } from '../lib/connectivity';
import { useAppSelector } from '../store/hooks';
import { selectIsServerUnreachable } from '../store/selectors';
import { useReconnect } from './useReconnect';
import './offline.css';

/** The app's one view of the network, fed by the fetch main.tsx gives the store. */
export const connectivity = createConnectivity();

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  const stop = connectivity.subscribe(listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    stop();
  };
};

/** The browser has no network, or it has one but the server does not answer. */
const networkState = (): 'online' | 'offline' | 'unreachable' =>
  !navigator.onLine ? 'offline' : connectivity.lastFailed() ? 'unreachable' : 'online';

/**
 * Says so while the network or the server is gone, instead of leaving requests to fail
 * silently; while start-up could not reach the server, asks it again (useReconnect).
 */
export function OfflineNotice() {
  const intl = useIntl();
  useReconnect();
  const state = useSyncExternalStore(subscribe, networkState, () => 'online' as const);
  const serverUnreachable = useAppSelector(selectIsServerUnreachable);
  const shown = state === 'online' && serverUnreachable ? 'unreachable' : state;
  return (
    <div role="status" className="offline-notice" hidden={shown === 'online'}>
      {shown === 'offline' &&
        intl.formatMessage({
          id: 'offline.notice',
          defaultMessage:
            'You are offline. What you see was saved earlier; it will refresh when the connection is back.',
        })}
      {shown === 'unreachable' &&
        intl.formatMessage({
          id: 'offline.server_unreachable',
          defaultMessage:
            'The server cannot be reached. Trying again; everything will load when it answers.',
        })}
    </div>
  );
}
