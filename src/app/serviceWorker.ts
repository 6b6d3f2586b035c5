/**
 * The service worker (src/sw/, built to /sw.js) in production builds only: the dev server
 * serves modules it cannot cache as a shell.
 */
import type { Schedule } from '../lib/frameQueue';
import type { BrowserPush } from '../store/deps';
import { WORKER_MESSAGES } from '../sw/workerMessages';

/**
 * Registers the worker when `schedule` runs it (the page passes the end of its first screen).
 * Installing fetches the whole shell (some 150 files); registered on the page's load, it
 * often started while home's first page was still on its way (the load comes before the
 * answers do), and its downloads competed with that answer for the server and the network.
 */
export function registerServiceWorker(schedule: Schedule): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  schedule(() => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn(
        'The service worker could not be registered; the app will not work offline.',
        error,
      );
    });
  });
}

/** Tells the worker which server push notifications come from (it reads them from there). */
export function tellWorkerServerOrigin(origin: string): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: WORKER_MESSAGES.serverOrigin, origin }),
  );
}

/** Signing out: the worker drops the API answers it kept for offline use. */
export function tellWorkerSignedOut(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: WORKER_MESSAGES.signedOut }),
  );
}

/** The worker's PushManager; none where the browser cannot push (or in the dev server). */
export function browserPush(): BrowserPush | undefined {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !('PushManager' in window))
    return undefined;
  const manager = () => navigator.serviceWorker.ready.then((r) => r.pushManager);
  return {
    getSubscription: async () => (await manager()).getSubscription(),
    subscribe: async (applicationServerKey) =>
      (await manager()).subscribe({ userVisibleOnly: true, applicationServerKey }),
  };
}
