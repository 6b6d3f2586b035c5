import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { createConnectivity } from '../lib/connectivity';
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

const isOffline = () => !navigator.onLine || connectivity.lastFailed();

/** Says so while the network is gone, instead of leaving requests to fail silently. */
export function OfflineNotice() {
  const intl = useIntl();
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  return (
    <div role="status" className="offline-notice" hidden={!offline}>
      {offline &&
        intl.formatMessage({
          id: 'offline.notice',
          defaultMessage:
            'You are offline. What you see was saved earlier; it will refresh when the connection is back.',
        })}
    </div>
  );
}
