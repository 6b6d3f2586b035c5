/**
 * Whether the last request reached the network: a fetch that failed with a network error (or
 * was answered from the offline copy) says no, a real answer says yes again. Screens combine it
 * with navigator.onLine, which misses a server that is down or a network that is half there.
 */
export interface Connectivity {
  readonly lastFailed: () => boolean;
  readonly failed: () => void;
  readonly succeeded: () => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createConnectivity(): Connectivity {
  let lastFailed = false;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    if (value === lastFailed) return;
    lastFailed = value;
    for (const listener of listeners) listener();
  };
  return {
    lastFailed: () => lastFailed,
    failed: () => set(true),
    succeeded: () => set(false),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A fetch that reports to `connectivity`. An abort is the page's own doing, not the network's;
 * `offlineHeader` marks an answer the service worker gave from its copy.
 */
export function watchedFetch(
  fetchImpl: typeof fetch,
  connectivity: Connectivity,
  offlineHeader: string,
): typeof fetch {
  return async (input, init) => {
    try {
      const response = await fetchImpl(input, init);
      if (response.headers.get(offlineHeader)) connectivity.failed();
      else connectivity.succeeded();
      return response;
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) connectivity.failed();
      throw error;
    }
  };
}

export const RETRY_MIN_MS = 2_000;
export const RETRY_MAX_MS = 60_000;

/** How long to wait before asking an unreachable server again: 2 s doubling to a minute. */
export const retryDelayMs = (attempt: number): number =>
  Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** Math.max(0, attempt));
