/** The call-batching helper's default delay. */
export const DEFAULT_BATCH_DELAY_MS = 100;

export interface Batcher<K> {
  /** Queues keys; the first key of a batch starts the clock. */
  add(keys: K | readonly K[]): void;
  /** Sends what is queued now. */
  flushNow(): void;
  cancel(): void;
}

/**
 * Collects keys asked for within `delayMs` and hands them over once, without
 * duplicates (relationship requests use 500 ms).
 */
export function createBatcher<K>(
  flush: (keys: K[]) => void,
  delayMs = DEFAULT_BATCH_DELAY_MS,
): Batcher<K> {
  let queued = new Set<K>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flushNow = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queued.size === 0) return;
    const keys = [...queued];
    queued = new Set();
    flush(keys);
  };

  return {
    add(keys) {
      const list: readonly K[] = Array.isArray(keys) ? keys : [keys as K];
      for (const key of list) queued.add(key);
      if (!timer && queued.size > 0) timer = setTimeout(flushNow, delayMs);
    },
    flushNow,
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      queued = new Set();
    },
  };
}
