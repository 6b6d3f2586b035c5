/** Runs a callback later (at the next animation frame, say); the returned function cancels it. */
export type Schedule = (run: () => void) => () => void;

/** Runs at once: where nothing paints (tests, a store without a page), there is no frame to wait for. */
export const immediately: Schedule = (run) => {
  run();
  return () => undefined;
};

export interface FrameQueue<T> {
  /**
   * Queues an item. A quiet one (nothing on screen waits for it) may wait for the quiet
   * schedule; anything else brings the run forward to the schedule's.
   */
  push(item: T, quiet?: boolean): void;
  /** Hands over what is queued now (the page is hidden, the stream is closing). */
  flush(): void;
  /** Forgets what is queued. */
  clear(): void;
}

/**
 * Collects items and hands them over together, in the order they came, once per scheduled
 * run: however many arrive before it, the consumer is called once. While only quiet items
 * wait, the run is on `quietSchedule` (a slower one); the first other item moves it to
 * `schedule`.
 */
export function createFrameQueue<T>(
  consume: (items: T[]) => void,
  schedule: Schedule,
  quietSchedule: Schedule = schedule,
): FrameQueue<T> {
  let items: T[] = [];
  let waiting: { cancel: () => void; quiet: boolean } | null = null;

  const take = () => {
    waiting?.cancel();
    waiting = null;
    if (items.length === 0) return;
    const taken = items;
    items = [];
    consume(taken);
  };

  return {
    push(item, quiet = false) {
      items.push(item);
      if (waiting && (quiet || !waiting.quiet)) return;
      waiting?.cancel();
      const run = { cancel: () => undefined as void, quiet };
      waiting = run;
      // A schedule may run at once, before `cancel` is known: the run clears itself.
      run.cancel = (quiet ? quietSchedule : schedule)(() => {
        if (waiting === run) waiting = null;
        take();
      });
    },
    flush: take,
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

interface IdleWindow extends FrameWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** The last step of a schedule: when it runs, once the interval has passed. */
interface Moment {
  request(go: () => void): number;
  cancel(handle: number): void;
}

function momentSchedule(win: FrameWindow, minIntervalMs: number, moment: Moment): Schedule {
  let lastRun = -Infinity;
  return (run) => {
    let handle: number | null = null;
    let timer: number | null = null;
    const stop = () => {
      if (handle !== null) moment.cancel(handle);
      if (timer !== null) win.clearTimeout(timer);
      handle = timer = null;
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
        handle = moment.request(go);
      }, wait);
    else handle = moment.request(go);
    return stop;
  };
}

/**
 * The page's schedule: the next animation frame, waiting at least `minIntervalMs` after the
 * previous run, so a fast stream costs a handful of store updates a second rather than one
 * per message. A hidden page runs on a timer; the page turning hidden runs what waits at once.
 */
export function frameSchedule(win: FrameWindow, minIntervalMs = 0): Schedule {
  return momentSchedule(win, minIntervalMs, {
    request: (go) => win.requestAnimationFrame(go),
    cancel: (handle) => win.cancelAnimationFrame(handle),
  });
}

/** How long idle-time work waits for the page to be idle before it runs anyway. */
export const IDLE_TIMEOUT_MS = 500;

/**
 * For work nothing on screen waits for: at least `minIntervalMs` after the previous run, when
 * the page is next idle (or IDLE_TIMEOUT_MS later at the latest), in its own task rather than
 * in a frame's; a frame where the browser has none.
 */
export function idleSchedule(win: IdleWindow, minIntervalMs = 0): Schedule {
  const { requestIdleCallback, cancelIdleCallback } = win;
  if (!requestIdleCallback || !cancelIdleCallback) return frameSchedule(win, minIntervalMs);
  return momentSchedule(win, minIntervalMs, {
    request: (go) => requestIdleCallback.call(win, go, { timeout: IDLE_TIMEOUT_MS }),
    cancel: (handle) => cancelIdleCallback.call(win, handle),
  });
}

/**
 * In a task of its own, as soon as the one running now (a frame's, say) is over: work split
 * off a frame so the frame and it are two tasks. A message channel is not slowed down the way
 * nested timeouts are; without one, a timeout.
 */
export const nextTask: Schedule = (run) => {
  let live = true;
  const go = () => {
    if (live) run();
  };
  if (typeof MessageChannel === 'function') {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      go();
    };
    channel.port2.postMessage(null);
    return () => {
      live = false;
      channel.port1.close();
    };
  }
  const handle = setTimeout(go, 0);
  return () => {
    live = false;
    clearTimeout(handle);
  };
};

interface TaskScheduler {
  postTask(
    run: () => void,
    options: { priority: 'user-blocking'; signal: AbortSignal },
  ): Promise<unknown>;
}

/**
 * In a task of its own that the browser runs before the frame it owes, where it can
 * (`scheduler.postTask` at its highest priority, 'user-blocking'); elsewhere `nextTask`.
 * Work the next frame would otherwise do itself (laying out what a task rendered) goes here,
 * so that frame has only its own to do.
 */
export const urgentTask: Schedule = (run) => {
  const { scheduler } = globalThis as { scheduler?: TaskScheduler };
  if (typeof scheduler?.postTask !== 'function') return nextTask(run);
  const abort = new AbortController();
  // A cancelled task's promise rejects with the abort: nothing to report.
  scheduler.postTask(run, { priority: 'user-blocking', signal: abort.signal }).catch(() => {});
  return () => abort.abort();
};
