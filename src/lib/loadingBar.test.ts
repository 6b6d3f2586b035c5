import { describe, expect, it, vi } from 'vitest';
import {
  countedFetch,
  createRequestsInFlight,
  LOADING_BAR_END_MS,
  LOADING_BAR_HIDDEN,
  LOADING_BAR_INCREASE,
  LOADING_BAR_MAX_PERCENT,
  LOADING_BAR_UPDATE_MS,
  loadingBarTick,
  nextLoadingPercent,
} from './loadingBar';

describe('the loading bar rule', () => {
  it('holds the spec numbers: update 400 ms, max 99, increase 20', () => {
    expect(LOADING_BAR_UPDATE_MS).toBe(400);
    expect(LOADING_BAR_MAX_PERCENT).toBe(99);
    expect(LOADING_BAR_INCREASE).toBe(20);
    expect(LOADING_BAR_END_MS).toBe(200);
  });

  it('first grows by the whole increase, then by less as it nears the end', () => {
    expect(nextLoadingPercent(0)).toBe(20);
    const second = nextLoadingPercent(20);
    expect(second - 20).toBeLessThan(20);
    expect(second - 20).toBeCloseTo(20 * Math.cos(Math.PI / 10));
  });

  it('never passes 99 however long the request takes', () => {
    let state = LOADING_BAR_HIDDEN;
    const seen: number[] = [];
    for (let i = 0; i < 500; i++) {
      state = loadingBarTick(state, 1);
      seen.push(state.percent);
    }
    expect(Math.max(...seen)).toBeLessThanOrEqual(99);
    expect(seen.every((p, i) => i === 0 || p >= seen[i - 1]!)).toBe(true);
    expect(seen.at(-1)).toBeGreaterThan(90);
  });

  it('a step that would pass 99 keeps the width', () => {
    expect(nextLoadingPercent(98.9)).toBe(98.9);
  });

  it('stays hidden while nothing is in flight', () => {
    expect(loadingBarTick(LOADING_BAR_HIDDEN, 0)).toBe(LOADING_BAR_HIDDEN);
  });

  it('fills when the last request ends, then hides', () => {
    const running = loadingBarTick(loadingBarTick(LOADING_BAR_HIDDEN, 2), 1);
    const full = loadingBarTick(running, 0);
    expect(full.percent).toBe(100);
    expect(loadingBarTick(full, 0)).toEqual(LOADING_BAR_HIDDEN);
  });

  it('a request starting while the bar fills starts it again from the first step', () => {
    expect(loadingBarTick({ percent: 100 }, 1).percent).toBe(20);
  });
});

describe('requests in flight', () => {
  it('counts a fetch from the call until it answers or fails', async () => {
    const requests = createRequestsInFlight();
    const listener = vi.fn();
    requests.subscribe(listener);
    let answer: (r: Response) => void = () => undefined;
    const slow = new Promise<Response>((resolve) => (answer = resolve));
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockReturnValueOnce(slow)
      .mockRejectedValueOnce(new TypeError('network'));
    const counted = countedFetch(fetchImpl, requests);
    const first = counted('/a');
    const second = counted('/b');
    expect(requests.count()).toBe(2);
    await expect(second).rejects.toThrow('network');
    expect(requests.count()).toBe(1);
    answer(new Response('{}'));
    await first;
    expect(requests.count()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
