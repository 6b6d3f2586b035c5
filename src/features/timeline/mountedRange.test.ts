import { describe, expect, it } from 'vitest';
import { coveringRange, keysOf, resolve } from './mountedRange';

const indexOf = (keys: readonly string[]) => new Map(keys.map((k, i) => [k, i]));

describe('the mounted range', () => {
  const keys = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('stays on its items when others come in above', () => {
    const mounted = keysOf(keys, { start: 1, end: 3 });
    expect(resolve(mounted, indexOf(['x', 'y', ...keys]), 4)).toEqual({ start: 3, end: 5 });
  });

  it('keeps the end still in the list when the other leaves it', () => {
    const mounted = keysOf(keys, { start: 1, end: 3 });
    expect(resolve(mounted, indexOf(['a', 'c', 'd']), 4)).toEqual({ start: 1, end: 2 });
  });

  it('is the first items when nothing was mounted, so items are never all left out', () => {
    expect(resolve(null, indexOf(keys), 4)).toEqual({ start: 0, end: 4 });
    expect(resolve(null, indexOf(['a', 'b']), 4)).toEqual({ start: 0, end: 2 });
    expect(resolve(null, indexOf([]), 4)).toEqual({ start: 0, end: 0 });
  });

  it('is the first items when the whole list was replaced', () => {
    const mounted = keysOf(keys, { start: 2, end: 5 });
    expect(resolve(mounted, indexOf(['p', 'q', 'r', 's', 't']), 3)).toEqual({ start: 0, end: 3 });
  });

  it('grows down to cover the screen before the first paint, and no further', () => {
    expect(coveringRange({ start: 0, end: 3 }, { start: 0, end: 5 })).toEqual({ start: 0, end: 5 });
    expect(coveringRange({ start: 0, end: 3 }, { start: 3, end: 4 })).toEqual({ start: 0, end: 4 });
    // Covered already: nothing more to mount before the paint.
    expect(coveringRange({ start: 0, end: 4 }, { start: 0, end: 4 })).toBeNull();
    expect(coveringRange({ start: 0, end: 6 }, { start: 0, end: 4 })).toBeNull();
    // The screen is not below what is mounted (a landing elsewhere): left to the feed.
    expect(coveringRange({ start: 0, end: 3 }, { start: 8, end: 11 })).toBeNull();
    expect(coveringRange({ start: 5, end: 8 }, { start: 2, end: 6 })).toBeNull();
  });
});
