import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('throttle', () => {
  it('calls at once, then once more at the end of the wait with the last arguments', () => {
    const fn = vi.fn();
    const t = throttle(fn, 150);
    t(1);
    t(2);
    t(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(150);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(150);
    expect(fn).toHaveBeenCalledTimes(2);
    t(4);
    expect(fn.mock.calls).toEqual([[1], [3], [4]]);
  });

  it('keeps the rate while calls keep coming', () => {
    const fn = vi.fn();
    const t = throttle(fn, 100);
    for (let ms = 0; ms < 1000; ms += 10) {
      t(ms);
      vi.advanceTimersByTime(10);
    }
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(9);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(11);
  });

  it('can be trailing only, and cancelled', () => {
    const fn = vi.fn();
    const t = throttle(fn, 150, { leading: false });
    t('a');
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(150);
    expect(fn.mock.calls).toEqual([['a']]);
    vi.advanceTimersByTime(150);
    t('b');
    t.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('can be leading only', () => {
    const fn = vi.fn();
    const t = throttle(fn, 100, { trailing: false });
    t(1);
    t(2);
    vi.advanceTimersByTime(100);
    t(3);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });
});
