import { createStore as createIdbStore, del, get, set } from 'idb-keyval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { xhrUpload } from './api/xhrUpload';
import { createBoop } from './lib/boop';
import { App, openAppPath } from './app/App';
import './app/styles.css';
import { createAppStore } from './store';
import type { StoreDeps } from './store/deps';
import { flushMarkersOnExit } from './store/timelines/markerSync';

const idb = createIdbStore('kmyblue', 'kv');
const deps: StoreDeps = {
  fetch: (...args) => window.fetch(...args),
  upload: xhrUpload,
  WebSocket: window.WebSocket,
  localStorage: window.localStorage,
  db: {
    get: (key) => get(key, idb),
    set: (key, value) => set(key, value, idb),
    del: (key) => del(key, idb),
  },
  redirect: (url) => window.location.assign(url),
  clientOrigin: window.location.origin,
  now: () => Date.now(),
  desktop: {
    Notification: typeof window.Notification === 'undefined' ? null : window.Notification,
    isHidden: () => document.visibilityState === 'hidden',
    sound: createBoop(window),
    focusWindow: () => window.focus(),
    open: (path) => openAppPath(path, store.getState().settings.layout),
  },
};

const { store } = createAppStore(deps);

// The read position goes out with the page.
window.addEventListener('pagehide', () => flushMarkersOnExit(store.getState(), deps));
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flushMarkersOnExit(store.getState(), deps);
});

// Rendered in a transition: the first render yields to the browser between components
// instead of running as one long task.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});
