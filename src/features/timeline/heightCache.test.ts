import { describe, expect, it } from 'vitest';
import { DEFAULT_ITEM_HEIGHT, createHeightCache, heightCacheFor } from './heightCache';

describe('measured heights', () => {
  it('estimates what was never measured by the mean of what was', () => {
    const cache = createHeightCache();
    expect(cache.estimate()).toBe(DEFAULT_ITEM_HEIGHT);
    cache.set('a', 100);
    cache.set('b', 300);
    expect(cache.estimate()).toBe(200);
    cache.set('a', 500);
    expect(cache.get('a')).toBe(500);
    expect(cache.estimate()).toBe(400);
  });

  it('forgets the oldest measured past its bound', () => {
    const cache = createHeightCache(2);
    cache.set('a', 100);
    cache.set('b', 200);
    cache.set('c', 300);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(300);
    expect(cache.estimate()).toBe(250);
  });

  it('is one cache per feed, kept when the feed mounts again', () => {
    heightCacheFor('home').set('1', 120);
    expect(heightCacheFor('home').get('1')).toBe(120);
    expect(heightCacheFor('notifications').get('1')).toBeUndefined();
  });

  it("gives each item's top by the heights kept, and the estimate for the rest", () => {
    const cache = createHeightCache();
    cache.set('a', 100);
    cache.set('c', 300);
    // b is not measured: the mean of a and c, 200.
    expect(cache.offsetsOf(['a', 'b', 'c'])).toEqual([0, 100, 300, 600]);
  });

  it('works the offsets out again when a height or the list changes, not otherwise', () => {
    const cache = createHeightCache();
    const keys = ['a', 'b'];
    cache.set('a', 100);
    const first = cache.offsetsOf(keys);
    expect(first).toEqual([0, 100, 200]);
    // A frame of scrolling with nothing new: the same offsets, not worked out again.
    expect(cache.offsetsOf(keys)).toBe(first);
    // The same height measured again changes nothing.
    cache.set('a', 100);
    expect(cache.offsetsOf(keys)).toBe(first);
    cache.set('b', 50);
    expect(cache.offsetsOf(keys)).toEqual([0, 100, 150]);
    // A new list (a page came): its own offsets, b's height kept.
    expect(cache.offsetsOf(['b', 'a', 'x'])).toEqual([0, 50, 150, 225]);
  });
});
