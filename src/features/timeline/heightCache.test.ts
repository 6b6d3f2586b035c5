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
});
