/**
 * The service worker (src/sw/, built to /sw.js) in production builds only: the dev server
 * serves modules it cannot cache as a shell. Registered after load, so it never competes with
 * the first render.
 */
import type { BrowserPush } from '../store/deps';
import { WORKER_MESSAGES } from '../sw/workerMessages';

/** The longest the worker's registration waits for an idle moment after the page's load. */
const SW_REGISTER_IDLE_TIMEOUT_MS = 5_000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn(
        'The service worker could not be registered; the app will not work offline.',
        error,
      );
    });
  // Installing fetches the whole shell: not while the first screen is still being built,
  // but once the page has loaded and is idle (or a few seconds later at the latest).
  window.addEventListener('load', () => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => void register(), { timeout: SW_REGISTER_IDLE_TIMEOUT_MS });
    else setTimeout(() => void register(), SW_REGISTER_IDLE_TIMEOUT_MS);
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
