import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_FIRST_SCREEN_MAX_MS, afterFirstScreen } from './afterFirstScreen';
import { createRequestsInFlight } from './loadingBar';

/** A window whose idle moments the test hands out by hand. */
function idleWindow() {
  let idle = new Map<number, () => void>();
  let next = 0;
  return {
    setTimeout: (callback: () => void, ms: number) => Number(setTimeout(callback, ms)),
    clearTimeout: (handle: number) => clearTimeout(handle),
    requestIdleCallback: (callback: () => void) => {
      next += 1;
      idle.set(next, callback);
      return next;
    },
    cancelIdleCallback: (handle: number) => idle.delete(handle),
    goIdle: () => {
      const waiting = [...idle.values()];
      idle = new Map();
      for (const callback of waiting) callback();
    },
    idleWaiting: () => idle.size,
  };
}

/** A page, its requests in flight, and work waiting for its first screen (not yet asked). */
function setUp() {
  const win = idleWindow();
  const requests = createRequestsInFlight();
  const run = vi.fn();
  return { win, requests, run, schedule: () => afterFirstScreen(win, requests)(run) };
}

describe('afterFirstScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the requests in flight to end, then for an idle moment', () => {
    const { win, requests, run, schedule } = setUp();
    requests.started();
    schedule();
    win.goIdle();
    expect(win.idleWaiting()).toBe(0);
    requests.ended();
    expect(run).not.toHaveBeenCalled();
    win.goIdle();
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits again when a request went out before the idle moment came', () => {
    const { win, requests, run, schedule } = setUp();
    schedule();
    requests.started();
    win.goIdle();
    expect(run).not.toHaveBeenCalled();
    requests.ended();
    win.goIdle();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs anyway once the longest wait has passed, and only once', () => {
    const { win, requests, run, schedule } = setUp();
    requests.started();
    schedule();
    vi.advanceTimersByTime(AFTER_FIRST_SCREEN_MAX_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    requests.ended();
    win.goIdle();
    expect(run).toHaveBeenCalledOnce();
  });

  it('is cancelled by what it returns', () => {
    const { win, run, schedule } = setUp();
    const cancel = schedule();
    cancel();
    win.goIdle();
    vi.advanceTimersByTime(AFTER_FIRST_SCREEN_MAX_MS);
    expect(run).not.toHaveBeenCalled();
  });
});
