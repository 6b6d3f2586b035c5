import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFrameQueue,
  frameSchedule,
  HIDDEN_FRAME_MS,
  IDLE_TIMEOUT_MS,
  idleSchedule,
  immediately,
  nextTask,
  type Schedule,
  urgentTask,
} from './frameQueue';

/** A schedule the test runs by hand, as the browser runs animation frames. */
function manualFrames() {
  let waiting: (() => void)[] = [];
  const schedule: Schedule = (run) => {
    waiting.push(run);
    return () => {
      waiting = waiting.filter((r) => r !== run);
    };
  };
  const frame = () => {
    const runs = waiting;
    waiting = [];
    for (const run of runs) run();
  };
  return { schedule, frame, pending: () => waiting.length };
}

describe('createFrameQueue', () => {
  it('lets quiet items wait for the quiet schedule until another comes', () => {
    const frames = manualFrames();
    const slow = manualFrames();
    const consume = vi.fn();
    const queue = createFrameQueue<number>(consume, frames.schedule, slow.schedule);
    queue.push(1, true);
    queue.push(2, true);
    frames.frame();
    expect(consume).not.toHaveBeenCalled();
    expect(slow.pending()).toBe(1);
    slow.frame();
    expect(consume).toHaveBeenLastCalledWith([1, 2]);
    // A quiet item waits; the next that is not brings the run to the next frame, with both.
    queue.push(3, true);
    queue.push(4);
    expect(slow.pending()).toBe(0);
    frames.frame();
    expect(consume).toHaveBeenLastCalledWith([3, 4]);
    // Waiting for the frame already, a quiet item goes with it.
    queue.push(5);
    queue.push(6, true);
    frames.frame();
    expect(consume).toHaveBeenLastCalledWith([5, 6]);
    expect(consume).toHaveBeenCalledTimes(3);
  });

  it('hands over everything that came before the frame once, in order', () => {
    const frames = manualFrames();
    const consume = vi.fn();
    const queue = createFrameQueue<number>(consume, frames.schedule);
    for (let i = 1; i <= 100; i += 1) queue.push(i);
    expect(consume).not.toHaveBeenCalled();
    expect(frames.pending()).toBe(1);
    frames.frame();
    expect(consume).toHaveBeenCalledTimes(1);
    expect(consume).toHaveBeenCalledWith(Array.from({ length: 100 }, (_, i) => i + 1));
    queue.push(101);
    frames.frame();
    expect(consume).toHaveBeenLastCalledWith([101]);
    frames.frame();
    expect(consume).toHaveBeenCalledTimes(2);
  });

  it('flushes at once when asked, and the frame then has nothing left', () => {
    const frames = manualFrames();
    const consume = vi.fn();
    const queue = createFrameQueue<string>(consume, frames.schedule);
    queue.push('a');
    queue.push('b');
    queue.flush();
    expect(consume).toHaveBeenCalledWith(['a', 'b']);
    expect(frames.pending()).toBe(0);
    queue.flush();
    expect(consume).toHaveBeenCalledTimes(1);
  });

  it('forgets what is queued on clear', () => {
    const frames = manualFrames();
    const consume = vi.fn();
    const queue = createFrameQueue<string>(consume, frames.schedule);
    queue.push('a');
    queue.clear();
    frames.frame();
    expect(consume).not.toHaveBeenCalled();
  });

  it('with no frame to wait for, hands each item over as it comes', () => {
    const consume = vi.fn();
    const queue = createFrameQueue<string>(consume, immediately);
    queue.push('a');
    queue.push('b');
    expect(consume.mock.calls).toEqual([[['a']], [['b']]]);
  });
});

function fakeWindow(visibility: DocumentVisibilityState = 'visible') {
  const frames = new Map<number, () => void>();
  const listeners = new Set<() => void>();
  let next = 1;
  const document = {
    visibilityState: visibility,
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
  };
  const win = {
    document,
    requestAnimationFrame: (callback: () => void) => {
      frames.set(next, callback);
      return next++;
    },
    cancelAnimationFrame: (handle: number) => void frames.delete(handle),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms) as unknown as number,
    clearTimeout: (handle: number) => clearTimeout(handle),
  };
  return {
    win: win as unknown as Parameters<typeof frameSchedule>[0],
    frame() {
      const callbacks = [...frames.values()];
      frames.clear();
      for (const callback of callbacks) callback();
    },
    frames,
    listeners,
    hide() {
      document.visibilityState = 'hidden';
      for (const listener of [...listeners]) listener();
    },
  };
}

describe('frameSchedule', () => {
  it('runs at the next animation frame, and leaves no listener behind', () => {
    const page = fakeWindow();
    const run = vi.fn();
    frameSchedule(page.win)(run);
    expect(run).not.toHaveBeenCalled();
    page.frame();
    expect(run).toHaveBeenCalledTimes(1);
    expect(page.listeners.size).toBe(0);
  });

  it('waits the minimum interval after the last run before asking for a frame', () => {
    vi.useFakeTimers();
    try {
      const page = fakeWindow();
      const schedule = frameSchedule(page.win, 100);
      const run = vi.fn();
      schedule(run);
      page.frame();
      schedule(run);
      expect(page.frames.size).toBe(0);
      vi.advanceTimersByTime(100);
      page.frame();
      expect(run).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs what waits at once when the page turns hidden, and on a timer while hidden', () => {
    vi.useFakeTimers();
    try {
      const page = fakeWindow();
      const run = vi.fn();
      frameSchedule(page.win)(run);
      page.hide();
      expect(run).toHaveBeenCalledTimes(1);
      page.frame();
      expect(run).toHaveBeenCalledTimes(1);
      frameSchedule(page.win)(run);
      vi.advanceTimersByTime(HIDDEN_FRAME_MS);
      expect(run).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancels', () => {
    const page = fakeWindow();
    const run = vi.fn();
    const cancel = frameSchedule(page.win)(run);
    cancel();
    page.frame();
    expect(run).not.toHaveBeenCalled();
    expect(page.listeners.size).toBe(0);
  });
});

describe('idleSchedule', () => {
  it('runs when the page is idle, at most IDLE_TIMEOUT_MS later, not in a frame', () => {
    vi.useFakeTimers();
    try {
      const page = fakeWindow();
      const idle = new Map<number, { callback: () => void; timeout?: number }>();
      let next = 1;
      const win = Object.assign(page.win, {
        requestIdleCallback: (callback: () => void, options?: { timeout: number }) => {
          idle.set(next, { callback, timeout: options?.timeout });
          return next++;
        },
        cancelIdleCallback: (handle: number) => void idle.delete(handle),
      });
      const schedule = idleSchedule(win, 1_000);
      const run = vi.fn();
      schedule(run);
      page.frame();
      expect(run).not.toHaveBeenCalled();
      expect([...idle.values()][0]?.timeout).toBe(IDLE_TIMEOUT_MS);
      for (const { callback } of idle.values()) callback();
      expect(run).toHaveBeenCalledTimes(1);
      // The next waits out the interval before asking for idle time; a cancel leaves nothing.
      idle.clear();
      const cancel = schedule(run);
      expect(idle.size).toBe(0);
      vi.advanceTimersByTime(1_000);
      expect(idle.size).toBe(1);
      cancel();
      expect(idle.size).toBe(0);
      expect(page.listeners.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses animation frames where the browser has no idle callbacks', () => {
    const page = fakeWindow();
    const run = vi.fn();
    idleSchedule(page.win)(run);
    page.frame();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('nextTask', () => {
  it('runs after the task that asked, not within it, and not before its microtasks', async () => {
    const order: string[] = [];
    nextTask(() => order.push('task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('sync');
    expect(order).toEqual(['sync']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['sync', 'microtask', 'task']);
  });

  it('does not run once cancelled', async () => {
    const run = vi.fn();
    const cancel = nextTask(run);
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(run).not.toHaveBeenCalled();
  });
});

describe('urgentTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The browser's task scheduler, run by hand: what was posted, at which priority. */
  function stubScheduler() {
    const posted: { run: () => void; priority: string; signal: AbortSignal }[] = [];
    vi.stubGlobal('scheduler', {
      postTask: (run: () => void, options: { priority: string; signal: AbortSignal }) => {
        posted.push({ run, ...options });
        return new Promise<void>(() => {});
      },
    });
    return posted;
  }

  it('posts a user-blocking task where the browser has a task scheduler', () => {
    const posted = stubScheduler();
    const run = vi.fn();
    urgentTask(run);
    expect(run).not.toHaveBeenCalled();
    expect(posted.map((p) => p.priority)).toEqual(['user-blocking']);
    posted[0]?.run();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('aborts the posted task when cancelled', () => {
    const posted = stubScheduler();
    const cancel = urgentTask(() => {});
    expect(posted[0]?.signal.aborted).toBe(false);
    cancel();
    expect(posted[0]?.signal.aborted).toBe(true);
  });

  it('is the next task where there is no task scheduler', async () => {
    const order: string[] = [];
    urgentTask(() => order.push('task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('sync');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['sync', 'microtask', 'task']);
  });
});
