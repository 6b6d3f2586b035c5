import { describe, expect, it } from 'vitest';
import { lruCache } from './lru';

describe('the least-recently-used cache', () => {
  it('keeps at most its size, dropping the entry used longest ago', () => {
    const cache = lruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('replaces a value set again without growing', () => {
    const cache = lruCache<string>(2);
    cache.set('a', 'x');
    cache.set('a', 'y');
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe('y');
  });
});
