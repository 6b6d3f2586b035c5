import { offsetsOfEach } from './windowRules';

/**
 * The measured height of each item of a feed, by the item's key, kept for the page's life
 * so a placeholder stands exactly where its item stood, and a feed mounted again (back to a
 * timeline) is as tall as before and the restored scroll position lands on the same post.
 * Kept apart from the store: a placeholder needs no status, only its height.
 */
export interface HeightCache {
  get(key: string): number | undefined;
  set(key: string, height: number): void;
  /** For an item never measured: the mean of those measured, or a status's usual height. */
  estimate(): number;
  /** Whether any item of the feed was measured yet. */
  hasMeasured(): boolean;
  /**
   * Each item's top and, last, the bottom of the list, by the heights kept (or the estimate).
   * Worked out again only when the list or a height changed, not on every frame of a scroll:
   * a frame's cost does not grow with how long the list has become.
   */
  offsetsOf(keys: readonly string[]): readonly number[];
}

/** A status's usual height, until this feed has measured some. */
export const DEFAULT_ITEM_HEIGHT = 160;
/** Bounds a feed's entries on a tab open for days: the oldest measured go first. */
export const MAX_HEIGHTS_PER_FEED = 5_000;

export function createHeightCache(max = MAX_HEIGHTS_PER_FEED): HeightCache {
  const heights = new Map<string, number>();
  let sum = 0;
  /** The offsets last worked out, for which list; dropped whenever a height changes. */
  let last: { keys: readonly string[]; offsets: readonly number[] } | null = null;
  const estimate = () => (heights.size === 0 ? DEFAULT_ITEM_HEIGHT : sum / heights.size);
  return {
    get: (key) => heights.get(key),
    set(key, height) {
      const old = heights.get(key);
      if (old === height) return;
      last = null;
      if (old !== undefined) {
        sum -= old;
        heights.delete(key);
      }
      heights.set(key, height);
      sum += height;
      if (heights.size > max) {
        const oldest = heights.keys().next().value;
        if (oldest !== undefined) {
          sum -= heights.get(oldest) ?? 0;
          heights.delete(oldest);
        }
      }
    },
    estimate,
    hasMeasured: () => heights.size > 0,
    offsetsOf(keys) {
      if (last?.keys === keys) return last.offsets;
      const guess = estimate();
      const offsets = offsetsOfEach(keys, (key) => heights.get(key) ?? guess);
      last = { keys, offsets };
      return offsets;
    },
  };
}

const caches = new Map<string, HeightCache>();

/** The cache of one feed (a timeline, the notifications), shared by its mounts. */
export function heightCacheFor(feed: string): HeightCache {
  let cache = caches.get(feed);
  if (!cache) {
    cache = createHeightCache();
    caches.set(feed, cache);
  }
  return cache;
}
