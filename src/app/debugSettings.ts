import type { RequestTimeouts } from '../api/client';

/**
 * A debugging setting: `localStorage['debug.requestTimeoutMs']` (a whole number of
 * milliseconds), read once at start-up, shortens every request's time limit so a hung
 * server can be seen failing without waiting. The same code path runs; only the number differs.
 */
export const REQUEST_TIMEOUT_DEBUG_KEY = 'debug.requestTimeoutMs';

export function debugRequestTimeouts(
  storage: Pick<Storage, 'getItem'>,
): Partial<RequestTimeouts> | undefined {
  const ms = Number(storage.getItem(REQUEST_TIMEOUT_DEBUG_KEY) ?? '');
  if (!Number.isInteger(ms) || ms <= 0) return undefined;
  return { readMs: ms, writeMs: ms };
}

/**
 * A debugging setting: `localStorage['debug.streamingInPage'] = '1'` keeps the streaming socket
 * on the page instead of in its worker, where the browser's developer tools (and tests that
 * drop the connection) can see it. The events are read and applied by the same code.
 */
export const STREAMING_IN_PAGE_DEBUG_KEY = 'debug.streamingInPage';

export function debugStreamingInPage(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(STREAMING_IN_PAGE_DEBUG_KEY) === '1';
}
