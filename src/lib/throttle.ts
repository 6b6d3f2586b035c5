export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call. */
  cancel(): void;
}

/**
 * Calls at most once per `waitMs`. With `trailing` (the default) the last call made
 * during the wait still runs when it ends, with its own arguments; the timelines'
 * scroll-out check is such a trailing throttle.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  { leading = true, trailing = true }: { leading?: boolean; trailing?: boolean } = {},
): Throttled<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pendingArgs: A | null = null;

  const endWait = () => {
    if (trailing && pendingArgs) {
      const args = pendingArgs;
      pendingArgs = null;
      fn(...args);
      timer = setTimeout(endWait, waitMs);
    } else {
      timer = null;
    }
  };

  const throttled = (...args: A) => {
    if (timer) {
      pendingArgs = args;
      return;
    }
    if (leading) fn(...args);
    else pendingArgs = args;
    timer = setTimeout(endWait, waitMs);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pendingArgs = null;
  };
  return throttled;
}
