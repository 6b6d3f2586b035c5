import { describe, expect, it } from 'vitest';
import { answerCache } from './answerCache';

describe('answerCache', () => {
  it('keeps an answer by key for its time, then computes again', async () => {
    let now = 1000;
    const cache = answerCache<number>(100, () => now);
    let computed = 0;
    const compute = () => Promise.resolve(++computed);
    expect(await cache.get('a', compute)).toBe(1);
    now += 99;
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('b', compute)).toBe(2);
    now += 1;
    expect(await cache.get('a', compute)).toBe(3);
  });

  it('shares one computation among those asking during it, and clear forgets it', async () => {
    const cache = answerCache<string>(1000);
    let calls = 0;
    const compute = () => {
      calls++;
      return new Promise<string>((resolve) => setTimeout(() => resolve(`answer ${calls}`), 5));
    };
    expect(await Promise.all([cache.get('k', compute), cache.get('k', compute)])).toEqual([
      'answer 1',
      'answer 1',
    ]);
    cache.clear();
    expect(await cache.get('k', compute)).toBe('answer 2');
  });

  it('forgets a failed computation so the next asking tries again', async () => {
    const cache = answerCache<string>(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve('up'))).toBe('up');
  });
});
