/**
 * The service worker (built to /sw.js by scripts/appShell): the offline app shell, the few API
 * answers an offline reload needs, and Web Push notifications.
 */
import { isKeptApiRequest, keptApiResponse, forgetKeptApi } from './offlineApi';
import { openFromNotification, showPush } from './pushEvents';
import {
  assetResponse,
  dropOldShells,
  installShell,
  isShellAsset,
  navigationResponse,
} from './shell';
import type { ShellManifest, WorkerScope } from './swTypes';
import { rememberServerOrigin } from './workerState';
import { WORKER_MESSAGES } from './workerMessages';

declare const __APP_SHELL__: ShellManifest;

const scope = self as unknown as WorkerScope;
const shell = __APP_SHELL__;

scope.addEventListener('install', (event) => {
  event.waitUntil(installShell(shell).then(() => scope.skipWaiting()));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(dropOldShells(shell).then(() => scope.clients.claim()));
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (isKeptApiRequest(request, url)) {
    event.respondWith(keptApiResponse(request));
    return;
  }
  if (url.origin !== scope.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(navigationResponse(request, shell));
  else if (isShellAsset(url)) event.respondWith(assetResponse(request, shell));
});

scope.addEventListener('push', (event) => {
  event.waitUntil(showPush(scope, event));
});

scope.addEventListener('notificationclick', (event) => {
  event.waitUntil(openFromNotification(scope, event));
});

scope.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; origin?: unknown } | null;
  if (data?.type === WORKER_MESSAGES.serverOrigin && typeof data.origin === 'string')
    event.waitUntil(rememberServerOrigin(data.origin));
  else if (data?.type === WORKER_MESSAGES.signedOut) event.waitUntil(forgetKeptApi());
});
