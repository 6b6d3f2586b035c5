import { describe, expect, it, vi } from 'vitest';
import { createConnectivity, watchedFetch } from './connectivity';

const answer = (headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response('{}', { headers }));

describe('connectivity', () => {
  it('fails on a network error, recovers on the next answer, and tells listeners once each', async () => {
    const connectivity = createConnectivity();
    const heard = vi.fn();
    connectivity.subscribe(heard);
    const broken = watchedFetch(
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      connectivity,
      'X-Offline-Copy',
    );
    await expect(broken('/api/v1/markers')).rejects.toThrow('Failed to fetch');
    await expect(broken('/api/v1/markers')).rejects.toThrow();
    expect(connectivity.lastFailed()).toBe(true);
    await watchedFetch(answer(), connectivity, 'X-Offline-Copy')('/api/v1/markers');
    expect(connectivity.lastFailed()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('counts an answer from the offline copy as offline, and an abort as nothing', async () => {
    const connectivity = createConnectivity();
    await watchedFetch(answer({ 'X-Offline-Copy': '1' }), connectivity, 'X-Offline-Copy')('/x');
    expect(connectivity.lastFailed()).toBe(true);
    connectivity.succeeded();
    const aborted = watchedFetch(
      vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
      connectivity,
      'X-Offline-Copy',
    );
    await expect(aborted('/x')).rejects.toThrow();
    expect(connectivity.lastFailed()).toBe(false);
  });
});
