/**
 * The arithmetic of a windowed feed: which items are mounted for a scroll position, a
 * viewport and the items' heights, and how far to scroll so the first visible item stays
 * where it was. Positions are in the feed's own coordinates (0 is the feed's top).
 */

/** Item indexes from `start` up to, not including, `end`. */
export interface IndexRange {
  readonly start: number;
  readonly end: number;
}

export const isEmptyRange = (r: IndexRange) => r.end <= r.start;

/**
 * Each item's top (`offsets[i]`) and, last, the bottom of the whole list, the items' heights
 * read by `heightOf` in one pass: a feed works this out again for each post measured while a
 * long list scrolls, and a list of heights made first was as much garbage again.
 */
export function offsetsOfEach<T>(items: readonly T[], heightOf: (item: T) => number): number[] {
  const offsets = new Array<number>(items.length + 1);
  let top = 0;
  offsets[0] = 0;
  for (let i = 0; i < items.length; i += 1) {
    top += heightOf(items[i]!);
    offsets[i + 1] = top;
  }
  return offsets;
}

/** The first index whose value is greater than (or, `orEqual`, equal to) `value`. */
function firstAbove(values: readonly number[], value: number, orEqual: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const v = values[mid] ?? 0;
    if (v > value || (orEqual && v === value)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** The items any part of which lies between `top` and `bottom`. */
export function rangeWithin(offsets: readonly number[], top: number, bottom: number): IndexRange {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  // Item i covers [offsets[i], offsets[i + 1]): the first one whose bottom passes `top`.
  const start = Math.min(count, Math.max(0, firstAbove(offsets, top, false) - 1));
  const end = Math.min(count, Math.max(start, firstAbove(offsets, bottom, true)));
  return { start, end };
}

/**
 * How far from the screen a mounted item stays, in overscans. Every mounted post is visited by
 * each paint of the document, about every other frame of a scroll, so posts kept beyond the
 * wanted margin make each of those frames dearer; half an overscan more than the wanted margin
 * still keeps an item that a small scroll back would want again.
 */
const KEPT_OVERSCANS = 1.5;
/**
 * How far an item that left the kept margin may stay until a frame mounts something: a commit
 * that only unmounts repaints the document as one that mounts does, so the two are made one.
 */
const HELD_OVERSCANS = 3;

/** What the reader sees and the margins around it, in screens of `overscan` pixels. */
export interface WindowPlan {
  /** On screen now: mounted first. */
  visible: IndexRange;
  /** On screen and within one overscan above and below: mounted a few per frame. */
  wanted: IndexRange;
  /**
   * Within one and a half overscans: what is mounted there stays, so a small scroll back costs
   * nothing (`KEPT_OVERSCANS`).
   */
  kept: IndexRange;
  /**
   * Within three overscans: what is mounted there and only left the kept margin goes with
   * the next frame that mounts something (`HELD_OVERSCANS`).
   */
  held: IndexRange;
}

/** A range grown to at least `size` items within `count`: below first, then by turns. */
export function grownTo(range: IndexRange, size: number, count: number): IndexRange {
  let { start, end } = range;
  let below = true;
  while (end - start < size && (end < count || start > 0)) {
    if ((below && end < count) || start === 0) end += 1;
    else start -= 1;
    below = !below;
  }
  return { start, end };
}

const union = (a: IndexRange, b: IndexRange): IndexRange => ({
  start: Math.min(a.start, b.start),
  end: Math.max(a.end, b.end),
});

/**
 * The plan for a viewport from `top` to `bottom`. However tall the items, at least
 * `minItems` around the screen are wanted (a page: the first page of a feed is all there).
 */
export function planWindow(
  offsets: readonly number[],
  top: number,
  bottom: number,
  overscan: number,
  minItems = 0,
): WindowPlan {
  const count = offsets.length - 1;
  const wanted = grownTo(rangeWithin(offsets, top - overscan, bottom + overscan), minItems, count);
  return {
    visible: rangeWithin(offsets, top, bottom),
    wanted,
    kept: union(
      wanted,
      rangeWithin(offsets, top - KEPT_OVERSCANS * overscan, bottom + KEPT_OVERSCANS * overscan),
    ),
    held: union(
      wanted,
      rangeWithin(offsets, top - HELD_OVERSCANS * overscan, bottom + HELD_OVERSCANS * overscan),
    ),
  };
}

const overlaps = (a: IndexRange, b: IndexRange) => a.start < b.end && b.start < a.end;

const within = (inner: IndexRange, outer: IndexRange) =>
  inner.start >= outer.start && inner.end <= outer.end;

/**
 * The mounted range after one frame: what is visible is mounted first, then the wanted
 * margins, at most `step` new items in all, so no frame renders more than a few items; what
 * left the kept margin goes in a frame that mounts something, or at once past the held one.
 * A range that no longer meets what is visible (a jump) starts again from the first visible
 * item.
 */
export function nextMounted(current: IndexRange, plan: WindowPlan, step: number): IndexRange {
  const next = mountedAfterFrame(current, plan, step);
  const mountsNothing = within(next, current);
  return mountsNothing && within(current, plan.held) && overlaps(current, plan.visible)
    ? current
    : next;
}

function mountedAfterFrame(current: IndexRange, plan: WindowPlan, step: number): IndexRange {
  const { visible, wanted, kept } = plan;
  let start = Math.max(current.start, kept.start);
  let end = Math.min(current.end, kept.end);
  if (end <= start || !overlaps({ start, end }, visible)) {
    start = visible.start;
    end = visible.start;
  }
  let budget = step;
  // The visible part first: downwards (reading order), then upwards.
  while (budget > 0 && end < visible.end) {
    end += 1;
    budget -= 1;
  }
  while (budget > 0 && start > visible.start) {
    start -= 1;
    budget -= 1;
  }
  // Then the margins, taking turns so neither side waits for the other.
  let below = true;
  while (budget > 0 && (end < wanted.end || start > wanted.start)) {
    if ((below && end < wanted.end) || start <= wanted.start) end += 1;
    else start -= 1;
    below = !below;
    budget -= 1;
  }
  return { start, end };
}

/** Whether the mounted range holds everything wanted: nothing is left to mount. */
export const coversWanted = (mounted: IndexRange, plan: WindowPlan) =>
  isEmptyRange(plan.wanted) ||
  (mounted.start <= plan.wanted.start && mounted.end >= plan.wanted.end);

/** A stretch of the feed: items rendered, or one placeholder as tall as the items it stands for. */
export interface Segment {
  kind: 'items' | 'spacer';
  start: number;
  end: number;
}

/**
 * The feed as it is rendered: the mounted range, and the item holding keyboard focus even
 * when it is far from the screen (it must never be taken from under the reader), with a
 * spacer before, between and after them. Spacers are always there (maybe empty), so every
 * rendered item is followed by an element whose top is that item's bottom.
 */
export function segmentsOf(count: number, mounted: IndexRange, focused: number): Segment[] {
  const runs: IndexRange[] = [];
  const start = Math.min(Math.max(0, mounted.start), count);
  const end = Math.min(Math.max(start, mounted.end), count);
  if (end > start) runs.push({ start, end });
  if (focused >= 0 && focused < count && (focused < start || focused >= end)) {
    const single = { start: focused, end: focused + 1 };
    if (focused < start) runs.unshift(single);
    else runs.push(single);
  }
  const segments: Segment[] = [];
  let at = 0;
  for (const run of runs) {
    segments.push({ kind: 'spacer', start: at, end: run.start });
    segments.push({ kind: 'items', start: run.start, end: run.end });
    at = run.end;
  }
  segments.push({ kind: 'spacer', start: at, end: count });
  return segments;
}

/**
 * The top of item `index` when it is not mounted: it lies inside the spacer that starts at
 * item `spacerStart`, whose top is `spacerTop`.
 */
export const topInSpacer = (
  offsets: readonly number[],
  spacerTop: number,
  spacerStart: number,
  index: number,
) => spacerTop + (offsets[index] ?? 0) - (offsets[spacerStart] ?? 0);

/**
 * How far to scroll after the feed changed above the reader, so the anchor (the first visible
 * item) is where it was: its top moved from `before` to `after` on screen.
 */
export const anchorCorrection = (before: number, after: number) => {
  const delta = after - before;
  // Sub-pixel noise from layout rounding is not a move.
  return Math.abs(delta) < 0.5 ? 0 : delta;
};
