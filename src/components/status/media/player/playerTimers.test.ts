import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleTimer, sortClicks } from './playerTimers';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('single and double clicks', () => {
  it('a single click acts after 250 ms', () => {
    const single = vi.fn();
    const double = vi.fn();
    const clicks = sortClicks(single, double);
    clicks.click();
    vi.advanceTimersByTime(249);
    expect(single).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(single).toHaveBeenCalledTimes(1);
    expect(double).not.toHaveBeenCalled();
  });
  it('a second click within 250 ms is a double click and cancels the single one', () => {
    const single = vi.fn();
    const double = vi.fn();
    const clicks = sortClicks(single, double);
    clicks.click();
    vi.advanceTimersByTime(200);
    clicks.click();
    vi.advanceTimersByTime(1000);
    expect(double).toHaveBeenCalledTimes(1);
    expect(single).not.toHaveBeenCalled();
  });
  it('two clicks further apart are two single clicks', () => {
    const single = vi.fn();
    const double = vi.fn();
    const clicks = sortClicks(single, double);
    clicks.click();
    vi.advanceTimersByTime(300);
    clicks.click();
    vi.advanceTimersByTime(300);
    expect(single).toHaveBeenCalledTimes(2);
    expect(double).not.toHaveBeenCalled();
  });
  it('cancel drops a waiting click', () => {
    const single = vi.fn();
    const clicks = sortClicks(single, vi.fn());
    clicks.click();
    clicks.cancel();
    vi.advanceTimersByTime(1000);
    expect(single).not.toHaveBeenCalled();
  });
});

describe('controls hide', () => {
  it('4000 ms after the last pointer activity', () => {
    const hide = vi.fn();
    const timer = idleTimer(hide);
    timer.poke();
    vi.advanceTimersByTime(3000);
    timer.poke();
    vi.advanceTimersByTime(3999);
    expect(hide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hide).toHaveBeenCalledTimes(1);
  });
  it('never once cancelled', () => {
    const hide = vi.fn();
    const timer = idleTimer(hide);
    timer.poke();
    timer.cancel();
    vi.advanceTimersByTime(10_000);
    expect(hide).not.toHaveBeenCalled();
  });
});
