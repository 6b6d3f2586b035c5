/** A windowed feed's mounted range, kept by its first and last keys. */
import type { IndexRange } from './windowRules';

/**
 * Items mounted at once when a feed first renders, before anything is measured: a window's
 * height of them at the estimated height (the rest follow a few a frame), so the first screen
 * renders no post it does not show.
 */
export const initialItems = (estimate: number) =>
  Math.max(1, Math.ceil((typeof window === 'undefined' ? 900 : window.innerHeight) / estimate));

/**
 * The height a feed's first screen takes each post to be while none is measured. Most posts
 * are 150–300 px (a line or two and the action bar), one with media 400 or more. The feed
 * measures what it mounted before the screen is first painted and mounts more if the screen is
 * not yet covered (`useWindowedFeed`), so a guess on the tall side costs a second pass at
 * most, where one on the short side rendered and laid out posts below the screen (a third of
 * a first screen's, in the bench's home).
 */
export const FIRST_SCREEN_ITEM_HEIGHT = 300;

/**
 * The range to mount before the first paint so the screen is covered: the mounted one grown
 * down to the last item the screen shows (by the heights measured, the estimate for the
 * rest), or null when it covers the screen already or the screen is not below it (a feed
 * landing elsewhere).
 */
export function coveringRange(mounted: IndexRange, visible: IndexRange): IndexRange | null {
  if (visible.start < mounted.start || visible.start > mounted.end) return null;
  return visible.end > mounted.end ? { start: mounted.start, end: visible.end } : null;
}

/** The mounted range by its first and last keys, so items arriving above do not shift it. */
export interface MountedKeys {
  first: string;
  last: string;
}

/**
 * The mounted range in the list as it is now. With nothing mounted yet (the first items
 * came after the feed), or both ends gone (the list replaced), it is the first items, as at
 * a first render: a feed with items never renders none of them, not even for a frame.
 */
export function resolve(
  mounted: MountedKeys | null,
  index: ReadonlyMap<string, number>,
  initial: number,
): IndexRange {
  const first = mounted ? index.get(mounted.first) : undefined;
  const last = mounted ? index.get(mounted.last) : undefined;
  if (first !== undefined && last !== undefined && last >= first)
    return { start: first, end: last + 1 };
  // One end left the list: keep the other until the next frame measures again.
  const one = first ?? last;
  return one === undefined
    ? { start: 0, end: Math.min(index.size, initial) }
    : { start: one, end: one + 1 };
}

export const keysOf = (keys: readonly string[], range: IndexRange): MountedKeys | null => {
  const first = keys[range.start];
  const last = keys[range.end - 1];
  return range.end > range.start && first !== undefined && last !== undefined
    ? { first, last }
    : null;
};
