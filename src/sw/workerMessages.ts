/** What the page tells the worker (src/app/serviceWorker.ts sends them). */
export const WORKER_MESSAGES = {
  /** `{ type, origin }`: the server the app is signed in to. */
  serverOrigin: 'server-origin',
  /** `{ type }`: nothing of the account may stay behind. */
  signedOut: 'signed-out',
} as const;

/** Marks an answer the worker gave from its kept copy, so the page can say it is offline. */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';
