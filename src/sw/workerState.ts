/**
 * What the worker remembers between wake-ups: the server the app is signed in to (the page
 * tells it), kept in a small cache since a worker has no localStorage.
 */
const STATE_CACHE = 'worker-state';
const ORIGIN_KEY = '/worker-state/server-origin';

export async function rememberServerOrigin(origin: string): Promise<void> {
  const cache = await caches.open(STATE_CACHE);
  await cache.put(ORIGIN_KEY, new Response(origin));
}

/** The app's server; this origin (the sandbox serves both) until the page has said. */
export async function serverOrigin(): Promise<string> {
  const cached = await caches.match(ORIGIN_KEY, { cacheName: STATE_CACHE });
  const origin = cached ? await cached.text() : '';
  return /^https?:\/\//.test(origin) ? origin : self.location.origin;
}
