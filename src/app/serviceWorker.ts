/**
 * The service worker (src/sw/, built to /sw.js) in production builds only: the dev server
 * serves modules it cannot cache as a shell. Registered after load, so it never competes with
 * the first render.
 */
import type { BrowserPush } from '../store/deps';
import { WORKER_MESSAGES } from '../sw/workerMessages';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
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
