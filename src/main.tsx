import { createStore as createIdbStore, del, get, set } from 'idb-keyval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { StreamingCommand } from './api/streamingWorkerMessages';
import { xhrUpload } from './api/xhrUpload';
import { createBoop } from './lib/boop';
import { frameSchedule, idleSchedule } from './lib/frameQueue';
import { App, openAppPath } from './app/App';
import { debugRequestTimeouts, debugStreamingInPage } from './app/debugSettings';
import { whenFirstScreenDone } from './app/firstScreen';
import { restoreSavedSessionEarly } from './app/startup';
import { startAppLocale } from './app/locale';
import { connectivity } from './app/OfflineNotice';
import { requestsInFlight } from './app/LoadingBar';
import {
  browserPush,
  registerServiceWorker,
  tellWorkerServerOrigin,
  tellWorkerSignedOut,
} from './app/serviceWorker';
import { watchedFetch } from './lib/connectivity';
import { withEarlyReads, withEarlyResponses } from './lib/earlyResponses';
import { IDB_DATABASE, IDB_STORE } from './boot/storedKeys';
import { countedFetch } from './lib/loadingBar';
import { OFFLINE_COPY_HEADER } from './sw/workerMessages';
import './app/styles.css';
import { createAppStore } from './store';
import type { StoreDeps } from './store/deps';
import { flushMarkersOnExit } from './store/timelines/markerSync';
import { saveHomeCache } from './store/timelines/homeCacheListeners';
import { saveHomePlace } from './store/timelines/homePlaceListeners';
import { STREAM_BATCH_MIN_INTERVAL_MS, STREAM_BATCH_QUIET_INTERVAL_MS } from './store/constants';

const idb = createIdbStore(IDB_DATABASE, IDB_STORE);
const deps: StoreDeps = {
  fetch: countedFetch(
    watchedFetch(
      withEarlyResponses(
        (...args) => window.fetch(...args),
        globalThis.kmyblueEarlyRequests,
        () => Date.now(),
      ),
      connectivity,
      OFFLINE_COPY_HEADER,
    ),
    requestsInFlight,
  ),
  upload: xhrUpload,
  requestTimeouts: debugRequestTimeouts(window.localStorage),
  WebSocket: window.WebSocket,
  streamingWorker: debugStreamingInPage(window.localStorage)
    ? undefined
    : () => {
        const worker = new Worker(new URL('./api/streamingWorker.ts', import.meta.url), {
          type: 'module',
          name: 'streaming',
        });
        // The worker's reader of messages loads with the first one, or after the first screen.
        const warm: StreamingCommand = { type: 'warm' };
        whenFirstScreenDone(() => worker.postMessage(warm));
        return worker;
      },
  localStorage: window.localStorage,
  db: withEarlyReads(
    {
      get: (key) => get(key, idb),
      set: (key, value) => set(key, value, idb),
      del: (key) => del(key, idb),
    },
    globalThis.kmyblueEarlyRequests,
    () => Date.now(),
  ),
  redirect: (url) => window.location.assign(url),
  clientOrigin: window.location.origin,
  now: () => Date.now(),
  scheduleFrame: frameSchedule(window, STREAM_BATCH_MIN_INTERVAL_MS),
  scheduleQuietFrame: idleSchedule(window, STREAM_BATCH_QUIET_INTERVAL_MS),
  afterFirstScreen: whenFirstScreenDone,
  desktop: {
    Notification: typeof window.Notification === 'undefined' ? null : window.Notification,
    isHidden: () => document.visibilityState === 'hidden',
    sound: createBoop(window),
    focusWindow: () => window.focus(),
    open: (path) => openAppPath(path, store.getState().settings.layout),
  },
  push: browserPush(),
};

const { store } = createAppStore(deps);
// Another language's messages are fetched alongside the session's first requests.
const localeReady = startAppLocale(store, window);

// The read position goes out with the page, and home's first page is kept for the next start.
const onLeave = () => {
  flushMarkersOnExit(store.getState(), deps);
  void saveHomeCache(store.getState(), deps.db);
  saveHomePlace(store.getState(), deps.localStorage);
};
window.addEventListener('pagehide', onLeave);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') onLeave();
});

restoreSavedSessionEarly(store, window.localStorage);
registerServiceWorker(whenFirstScreenDone);
// The worker reads pushed notifications from the signed-in server, and forgets on sign-out.
let signedInOrigin: string | null = null;
store.subscribe(() => {
  const { origin, token } = store.getState().session;
  const now = token ? origin : null;
  if (now === signedInOrigin) return;
  if (now) tellWorkerServerOrigin(now);
  else if (signedInOrigin) tellWorkerSignedOut();
  signedInOrigin = now;
});

// Rendered at once, in this task: Preact's render cannot be interrupted (its startTransition
// only calls back). What the first screen does not need waits for it instead (firstScreen.ts).
const root = createRoot(document.getElementById('root')!);
const render = () =>
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
// In another language, the first render waits for its messages: no flash of English.
if (localeReady) void localeReady.then(render);
else render();
