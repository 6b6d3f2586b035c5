import { describe, expect, it } from 'vitest';
import {
  anchorCorrection,
  coversWanted,
  grownTo,
  nextMounted,
  offsetsOfEach,
  planWindow,
  rangeWithin,
  segmentsOf,
  topInSpacer,
} from './windowRules';

/** Offsets from a list of heights. */
const offsetsOf = (heights: readonly number[]) => offsetsOfEach(heights, (height) => height);

/** 100 items of 100 px: item i spans [100 i, 100 i + 100). */
const even = offsetsOf(Array.from({ length: 100 }, () => 100));

describe('offsets of items', () => {
  it('puts each item below the ones before it, and the list bottom last', () => {
    expect(offsetsOf([50, 0, 120])).toEqual([0, 50, 50, 170]);
    expect(offsetsOf([])).toEqual([0]);
  });

  it('reads each height once, in order, from the items themselves', () => {
    const asked: string[] = [];
    const heights: Record<string, number> = { a: 10, b: 25, c: 5 };
    const offsets = offsetsOfEach(['a', 'b', 'c'], (key) => {
      asked.push(key);
      return heights[key] ?? 0;
    });
    expect(offsets).toEqual([0, 10, 35, 40]);
    expect(asked).toEqual(['a', 'b', 'c']);
  });
});

describe('the items within a stretch of the feed', () => {
  it('takes every item any part of which is between top and bottom', () => {
    expect(rangeWithin(even, 150, 350)).toEqual({ start: 1, end: 4 });
    // Touching edges are not inside: item 0 ends at 100, item 3 starts at 300.
    expect(rangeWithin(even, 100, 300)).toEqual({ start: 1, end: 3 });
  });

  it('is clamped to the list above its top and below its bottom', () => {
    expect(rangeWithin(even, -500, 50)).toEqual({ start: 0, end: 1 });
    expect(rangeWithin(even, 9_950, 20_000)).toEqual({ start: 99, end: 100 });
    expect(rangeWithin(even, 12_000, 13_000)).toEqual({ start: 100, end: 100 });
    expect(rangeWithin([0], 0, 900)).toEqual({ start: 0, end: 0 });
  });

  it('uses the measured heights, however uneven', () => {
    const offsets = offsetsOf([400, 30, 30, 30, 600]);
    expect(rangeWithin(offsets, 420, 470)).toEqual({ start: 1, end: 4 });
    expect(rangeWithin(offsets, 500, 900)).toEqual({ start: 4, end: 5 });
  });
});

describe('the mounted range', () => {
  // A 900 px screen scrolled to 5,000 px: items 50–58 visible, a screen around them wanted.
  const plan = planWindow(even, 5_000, 5_900, 900);

  it('plans the screen, a screen around it wanted, one and a half kept and three held', () => {
    expect(plan.visible).toEqual({ start: 50, end: 59 });
    expect(plan.wanted).toEqual({ start: 41, end: 68 });
    expect(plan.kept).toEqual({ start: 36, end: 73 });
    expect(plan.held).toEqual({ start: 23, end: 86 });
  });

  it('mounts what is visible first, a few items a frame, after a jump', () => {
    const first = nextMounted({ start: 0, end: 10 }, plan, 5);
    expect(first).toEqual({ start: 50, end: 55 });
    const second = nextMounted(first, plan, 5);
    // The rest of the screen, then the margin below it.
    expect(second).toEqual({ start: 50, end: 60 });
  });

  it('then grows into both margins by turns until all that is wanted is there', () => {
    let mounted = { start: 50, end: 59 };
    mounted = nextMounted(mounted, plan, 4);
    expect(mounted).toEqual({ start: 48, end: 61 });
    let frames = 1;
    while (!coversWanted(mounted, plan)) {
      mounted = nextMounted(mounted, plan, 4);
      frames += 1;
    }
    expect(mounted).toEqual(plan.wanted);
    expect(frames).toBe(5);
    // Nothing more to do: the range stays.
    expect(nextMounted(mounted, plan, 4)).toEqual(plan.wanted);
  });

  it('keeps what is within the kept margin and drops what is past the held one at once', () => {
    expect(nextMounted({ start: 20, end: 60 }, plan, 5)).toEqual({ start: 36, end: 65 });
    expect(nextMounted({ start: 20, end: 68 }, plan, 5)).toEqual({ start: 36, end: 68 });
  });

  it('unmounts what left the kept margin only in a frame that mounts something', () => {
    // Items 33–35 left the kept margin, and all that is wanted is mounted: nothing changes.
    const stale = { start: 33, end: 68 };
    expect(nextMounted(stale, plan, 5)).toBe(stale);
    expect(coversWanted(stale, plan)).toBe(true);
    // Items 66 and 67 are wanted: they come, and 33–35 go, in the same frame.
    expect(nextMounted({ start: 33, end: 66 }, plan, 5)).toEqual({ start: 36, end: 68 });
    // A range that no longer meets the screen starts again there, held or not.
    expect(nextMounted({ start: 30, end: 40 }, plan, 5)).toEqual({ start: 50, end: 55 });
  });

  it('never mounts more than the step in a frame', () => {
    const small = planWindow(offsetsOf(Array.from({ length: 100 }, () => 10)), 200, 1_100, 900);
    const mounted = nextMounted({ start: 0, end: 0 }, small, 5);
    expect(mounted.end - mounted.start).toBe(5);
    expect(mounted.start).toBe(small.visible.start);
  });

  it('has nothing to mount in an empty list', () => {
    const empty = planWindow([0], 0, 900, 900);
    expect(nextMounted({ start: 0, end: 0 }, empty, 5)).toEqual({ start: 0, end: 0 });
    expect(coversWanted({ start: 0, end: 0 }, empty)).toBe(true);
  });
});

describe('the rendered segments', () => {
  it('renders the mounted range between two spacers', () => {
    expect(segmentsOf(100, { start: 40, end: 60 }, -1)).toEqual([
      { kind: 'spacer', start: 0, end: 40 },
      { kind: 'items', start: 40, end: 60 },
      { kind: 'spacer', start: 60, end: 100 },
    ]);
  });

  it('keeps the focused item mounted far from the screen, above or below', () => {
    expect(segmentsOf(100, { start: 40, end: 60 }, 3)).toEqual([
      { kind: 'spacer', start: 0, end: 3 },
      { kind: 'items', start: 3, end: 4 },
      { kind: 'spacer', start: 4, end: 40 },
      { kind: 'items', start: 40, end: 60 },
      { kind: 'spacer', start: 60, end: 100 },
    ]);
    expect(segmentsOf(100, { start: 40, end: 60 }, 80)).toEqual([
      { kind: 'spacer', start: 0, end: 40 },
      { kind: 'items', start: 40, end: 60 },
      { kind: 'spacer', start: 60, end: 80 },
      { kind: 'items', start: 80, end: 81 },
      { kind: 'spacer', start: 81, end: 100 },
    ]);
  });

  it('does not render the focused item twice when it is in the range', () => {
    expect(segmentsOf(100, { start: 40, end: 60 }, 45)).toHaveLength(3);
  });

  it('is one spacer when nothing is mounted, and clamps a stale range', () => {
    expect(segmentsOf(10, { start: 0, end: 0 }, -1)).toEqual([
      { kind: 'spacer', start: 0, end: 10 },
    ]);
    expect(segmentsOf(10, { start: 8, end: 30 }, -1)).toEqual([
      { kind: 'spacer', start: 0, end: 8 },
      { kind: 'items', start: 8, end: 10 },
      { kind: 'spacer', start: 10, end: 10 },
    ]);
  });
});

describe('holding the first visible item in place', () => {
  it('finds an unmounted item inside its spacer', () => {
    const offsets = offsetsOf([100, 250, 80, 300]);
    // The spacer for items 1–3 starts 40 px below the viewport's top.
    expect(topInSpacer(offsets, 40, 1, 1)).toBe(40);
    expect(topInSpacer(offsets, 40, 1, 3)).toBe(40 + 250 + 80);
  });

  it('scrolls by as much as the anchor moved', () => {
    // An item above grew by 120 px: the anchor went down, so does the scroll.
    expect(anchorCorrection(-30, 90)).toBe(120);
    // One above was unmounted into a spacer 8 px shorter than it measured.
    expect(anchorCorrection(200, 192)).toBe(-8);
    expect(anchorCorrection(200, 200.3)).toBe(0);
  });
});

describe('a page of items at least', () => {
  it('grows a short range below first, then by turns, within the list', () => {
    expect(grownTo({ start: 0, end: 3 }, 20, 100)).toEqual({ start: 0, end: 20 });
    expect(grownTo({ start: 50, end: 53 }, 7, 100)).toEqual({ start: 48, end: 55 });
    expect(grownTo({ start: 95, end: 99 }, 10, 100)).toEqual({ start: 90, end: 100 });
    expect(grownTo({ start: 0, end: 3 }, 20, 5)).toEqual({ start: 0, end: 5 });
  });

  it('wants the whole first page of tall items at the top of a feed', () => {
    const tall = offsetsOf(Array.from({ length: 40 }, () => 450));
    const plan = planWindow(tall, 0, 900, 900, 20);
    expect(plan.visible).toEqual({ start: 0, end: 2 });
    expect(plan.wanted).toEqual({ start: 0, end: 20 });
    expect(plan.kept).toEqual({ start: 0, end: 20 });
  });
});
