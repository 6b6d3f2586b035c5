/** Runs a callback later (at the next animation frame, say); the returned function cancels it. */
export type Schedule = (run: () => void) => () => void;

/** Runs at once: where nothing paints (tests, a store without a page), there is no frame to wait for. */
export const immediately: Schedule = (run) => {
  run();
  return () => undefined;
};

export interface FrameQueue<T> {
  push(item: T): void;
  /** Hands over what is queued now (the page is hidden, the stream is closing). */
  flush(): void;
  /** Forgets what is queued. */
  clear(): void;
}

/**
 * Collects items and hands them over together, in the order they came, once per scheduled
 * run: however many arrive before it, the consumer is called once.
 */
export function createFrameQueue<T>(
  consume: (items: T[]) => void,
  schedule: Schedule,
): FrameQueue<T> {
  let items: T[] = [];
  let waiting: { cancel: () => void } | null = null;

  const flush = () => {
    waiting?.cancel();
    waiting = null;
    if (items.length === 0) return;
    const taken = items;
    items = [];
    consume(taken);
  };

  return {
    push(item) {
      items.push(item);
      if (waiting) return;
      const run = { cancel: () => undefined as void };
      waiting = run;
      // A schedule may run at once, before `cancel` is known: the run clears itself.
      run.cancel = schedule(() => {
        if (waiting === run) waiting = null;
        flush();
      });
    },
    flush,
    clear() {
      waiting?.cancel();
      waiting = null;
      items = [];
    },
  };
}

/** rAF stops in a background tab; the queue still empties there, on a slower clock. */
export const HIDDEN_FRAME_MS = 250;

interface FrameWindow {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  requestAnimationFrame(callback: () => void): number;
  cancelAnimationFrame(handle: number): void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

/**
 * The page's schedule: the next animation frame, waiting at least `minIntervalMs` after the
 * previous run, so a fast stream costs a handful of store updates a second rather than one
 * per message. A hidden page runs on a timer; the page turning hidden runs what waits at once.
 */
export function frameSchedule(win: FrameWindow, minIntervalMs = 0): Schedule {
  let lastRun = -Infinity;
  return (run) => {
    let frame: number | null = null;
    let timer: number | null = null;
    const stop = () => {
      if (frame !== null) win.cancelAnimationFrame(frame);
      if (timer !== null) win.clearTimeout(timer);
      frame = timer = null;
      win.document.removeEventListener('visibilitychange', onVisibility);
    };
    const go = () => {
      stop();
      lastRun = Date.now();
      run();
    };
    const onVisibility = () => {
      if (win.document.visibilityState === 'hidden') go();
    };
    win.document.addEventListener('visibilitychange', onVisibility);
    const wait = Math.max(0, lastRun + minIntervalMs - Date.now());
    if (win.document.visibilityState === 'hidden') timer = win.setTimeout(go, HIDDEN_FRAME_MS);
    else if (wait > 0)
      timer = win.setTimeout(() => {
        timer = null;
        frame = win.requestAnimationFrame(go);
      }, wait);
    else frame = win.requestAnimationFrame(go);
    return stop;
  };
}
