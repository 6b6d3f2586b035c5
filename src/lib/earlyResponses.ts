import type { EarlyRequests } from '../boot/earlyRequests';

/** How long after the page started an early answer (or read) is still taken for a fresh one. */
export const EARLY_RESPONSE_TTL_MS = 10_000;

const urlOf = (input: RequestInfo | URL): string | null => {
  try {
    return new URL(input instanceof Request ? input.url : String(input)).href;
  } catch {
    return null;
  }
};

/** Rejects as fetch does when its signal is aborted. */
const abortable = (response: Promise<Response>, signal: AbortSignal | null | undefined) =>
  !signal
    ? response
    : new Promise<Response>((resolve, reject) => {
        const abort = () =>
          reject(
            signal.reason instanceof Error
              ? signal.reason
              : new DOMException('The request was aborted', 'AbortError'),
          );
        if (signal.aborted) abort();
        signal.addEventListener('abort', abort, { once: true });
        response.then(resolve, reject);
      });

/**
 * A fetch that answers a GET the page's first script already sent (same URL, same token)
 * with that request's response, once and only while it is fresh; anything else, or an early
 * request that failed, goes out as usual.
 */
export function withEarlyResponses(
  fetchImpl: typeof fetch,
  early: EarlyRequests | undefined,
  now: () => number,
): typeof fetch {
  if (!early) return fetchImpl;
  const startedAt = now();
  return (input, init) => {
    // Once the early answers are all taken, a request costs nothing more.
    if (early.responses.size === 0) return fetchImpl(input, init);
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    const url = method === 'GET' ? urlOf(input) : null;
    const response = url ? early.responses.get(url) : undefined;
    if (!url || !response) return fetchImpl(input, init);
    early.responses.delete(url);
    const auth = new Headers(init?.headers).get('authorization');
    if (auth !== `Bearer ${early.token}` || now() - startedAt > EARLY_RESPONSE_TTL_MS)
      return fetchImpl(input, init);
    return abortable(
      response.catch(() => fetchImpl(input, init)),
      init?.signal,
    );
  };
}

interface KeyValue {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/**
 * A key-value store whose first read of a key the page's first script already read (while the
 * app's code was loading) is answered by that read, once and only while it is fresh; a key
 * written or deleted first, or an early read that failed, is read from the store as usual.
 */
export function withEarlyReads(
  store: KeyValue,
  early: EarlyRequests | undefined,
  now: () => number,
): KeyValue {
  const reads = early?.reads;
  if (!reads) return store;
  const startedAt = now();
  return {
    get: (key) => {
      const read = reads.get(key);
      if (!read) return store.get(key);
      reads.delete(key);
      if (now() - startedAt > EARLY_RESPONSE_TTL_MS) return store.get(key);
      return read.catch(() => store.get(key));
    },
    set: (key, value) => {
      reads.delete(key);
      return store.set(key, value);
    },
    del: (key) => {
      reads.delete(key);
      return store.del(key);
    },
  };
}
