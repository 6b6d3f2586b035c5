import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatcher, DEFAULT_BATCH_DELAY_MS } from './batch';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('createBatcher', () => {
  it('defaults to 100 ms', () => {
    expect(DEFAULT_BATCH_DELAY_MS).toBe(100);
    const flush = vi.fn();
    const batcher = createBatcher<string>(flush);
    batcher.add('1');
    vi.advanceTimersByTime(99);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledWith(['1']);
  });

  it('collects keys from several calls into one flush, without duplicates', () => {
    const flush = vi.fn();
    const batcher = createBatcher<string>(flush, 500);
    batcher.add(['1', '2']);
    vi.advanceTimersByTime(300);
    batcher.add('2');
    batcher.add(['3']);
    vi.advanceTimersByTime(200);
    expect(flush.mock.calls).toEqual([[['1', '2', '3']]]);
    batcher.add('4');
    vi.advanceTimersByTime(500);
    expect(flush.mock.calls[1]).toEqual([['4']]);
  });

  it('flushes now, does nothing when empty, and can be cancelled', () => {
    const flush = vi.fn();
    const batcher = createBatcher<number>(flush);
    batcher.add([]);
    batcher.flushNow();
    expect(flush).not.toHaveBeenCalled();
    batcher.add(1);
    batcher.flushNow();
    expect(flush).toHaveBeenCalledWith([1]);
    batcher.add(2);
    batcher.cancel();
    vi.advanceTimersByTime(1000);
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
