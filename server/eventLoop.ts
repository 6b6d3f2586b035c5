/**
 * Sharing the one thread: the database runs on it too (PGlite, in-process), so a long stretch
 * of work in one request is a wait for every other.
 */

/** Resolves after the event loop has had a turn: pending I/O and timers run first. */
export const turnOfEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Longest run of synchronous work between two turns in a sliced loop. */
export const SLICE_MS = 5;

/**
 * For a loop over many items: awaiting the returned function gives the event loop a turn once
 * SLICE_MS have passed since the last, and costs nothing before.
 */
export function slices(sliceMs: number = SLICE_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await turnOfEventLoop();
    since = performance.now();
  };
}
