import type { Schedule } from './frameQueue';

/** How long the page is given to go quiet before work waiting on it runs anyway. */
export const AFTER_FIRST_SCREEN_MAX_MS = 4_000;
/** How long an idle moment is waited for once no request is in flight. */
const IDLE_WAIT_MS = 1_000;

interface QuietWindow {
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

interface Requests {
  count(): number;
  subscribe(listener: () => void): () => void;
}

/**
 * For work the first screen does not need: it runs once no request is in flight and the page
 * is idle (the first screen's answers are in and drawn), or AFTER_FIRST_SCREEN_MAX_MS after it
 * was asked for at the latest.
 */
export function afterFirstScreen(win: QuietWindow, requests: Requests): Schedule {
  return (run) => {
    let done = false;
    let idle: number | null = null;
    let unsubscribe: (() => void) | null = null;
    const stop = () => {
      done = true;
      unsubscribe?.();
      unsubscribe = null;
      if (idle !== null) win.cancelIdleCallback?.(idle);
      idle = null;
      win.clearTimeout(latest);
    };
    const go = () => {
      if (done) return;
      stop();
      run();
    };
    const waitForQuiet = () => {
      if (done || idle !== null) return;
      if (requests.count() > 0) {
        unsubscribe ??= requests.subscribe(waitForQuiet);
        return;
      }
      unsubscribe?.();
      unsubscribe = null;
      if (!win.requestIdleCallback) {
        go();
        return;
      }
      idle = win.requestIdleCallback(
        () => {
          idle = null;
          // Another request went out meanwhile: its answer is part of the first screen too.
          if (requests.count() > 0) waitForQuiet();
          else go();
        },
        { timeout: IDLE_WAIT_MS },
      );
    };
    const latest = win.setTimeout(go, AFTER_FIRST_SCREEN_MAX_MS);
    waitForQuiet();
    return stop;
  };
}
