/**
 * The few API answers a reload needs to show the app offline: who is signed in, the server, and
 * the first page of the home timeline. They go to the network first; the last good answer is
 * kept, per signed-in user (the key carries a digest of the token, never the token), and
 * answered only when the network fails. No other API answer is ever kept.
 */
import { OFFLINE_COPY_HEADER } from './workerMessages';

const API_CACHE = 'offline-api-v1';

const KEPT_PATHS = new Set([
  '/api/v1/timelines/home',
  '/api/v1/accounts/verify_credentials',
  '/api/v2/instance',
  '/api/v1/instance',
]);

/** Paging parameters mean a later page or a refresh: only the first page is kept. */
const PAGING = ['max_id', 'min_id', 'since_id'];

export function isKeptApiRequest(request: Request, url: URL): boolean {
  return (
    request.method === 'GET' &&
    KEPT_PATHS.has(url.pathname) &&
    !PAGING.some((name) => url.searchParams.has(name))
  );
}

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  );
  return Array.from(bytes.slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function cacheKey(request: Request): Promise<string> {
  const url = new URL(request.url);
  url.searchParams.set('offline-user', await digest(request.headers.get('authorization') ?? ''));
  return url.href;
}

export async function keptApiResponse(request: Request): Promise<Response> {
  const key = await cacheKey(request);
  const cache = await caches.open(API_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (!cached) throw error;
    const headers = new Headers(cached.headers);
    headers.set(OFFLINE_COPY_HEADER, '1');
    return new Response(cached.body, { status: cached.status, headers });
  }
}

/** Signing out leaves nothing of the account behind. */
export async function forgetKeptApi(): Promise<void> {
  await caches.delete(API_CACHE);
}
