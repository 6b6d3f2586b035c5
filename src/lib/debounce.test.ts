import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('debounce', () => {
  it('runs once after the calls stop, with the last arguments', () => {
    const fn = vi.fn();
    const d = debounce(fn, 200);
    d('a');
    vi.advanceTimersByTime(150);
    d('ab');
    vi.advanceTimersByTime(150);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(fn.mock.calls).toEqual([['ab']]);
  });

  it('can be flushed or cancelled', () => {
    const fn = vi.fn();
    const d = debounce(fn, 200);
    d(1);
    d.flush();
    expect(fn.mock.calls).toEqual([[1]]);
    d.flush();
    expect(fn).toHaveBeenCalledTimes(1);
    d(2);
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
