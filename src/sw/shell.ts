/**
 * The app shell: index.html and the build's hashed assets, cached at install, so the app opens
 * with no network. Navigations go to the network first (a fresh index.html names the newest
 * assets) and fall back to the cached shell.
 */
import type { ShellManifest } from './swTypes';

const SHELL_PREFIX = 'shell-';
const INDEX = '/index.html';

export const shellCacheName = (shell: ShellManifest) => `${SHELL_PREFIX}${shell.version}`;

export async function installShell(shell: ShellManifest): Promise<void> {
  const cache = await caches.open(shellCacheName(shell));
  await cache.addAll([INDEX, ...shell.files.map((file) => `/${file}`)]);
}

/** Drops the shells of earlier builds. */
export async function dropOldShells(shell: ShellManifest): Promise<void> {
  const current = shellCacheName(shell);
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(SHELL_PREFIX) && name !== current)
      .map((name) => caches.delete(name)),
  );
}

export async function navigationResponse(
  request: Request,
  shell: ShellManifest,
): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(INDEX, { cacheName: shellCacheName(shell) });
    if (cached) return cached;
    throw error;
  }
}

/**
 * A same-origin asset: from the shell when it is there; otherwise from the network, kept for
 * next time, with the kept copy answered at once and refreshed behind it
 * (stale-while-revalidate) when it is not a hashed file.
 */
export async function assetResponse(request: Request, shell: ShellManifest): Promise<Response> {
  const cache = await caches.open(shellCacheName(shell));
  const cached = await cache.match(request);
  // A hashed file never changes under its name.
  if (cached && new URL(request.url).pathname.startsWith('/assets/')) return cached;
  const refresh = fetch(request).then(async (response) => {
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  });
  if (cached) {
    refresh.catch(() => undefined);
    return cached;
  }
  return refresh;
}

/** Hashed build output and the app's own static files: what the shell cache may hold. */
export function isShellAsset(url: URL): boolean {
  return (
    url.pathname.startsWith('/assets/') ||
    url.pathname.startsWith('/icons/') ||
    url.pathname === '/manifest.webmanifest'
  );
}
