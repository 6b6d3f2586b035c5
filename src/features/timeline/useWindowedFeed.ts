import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { PROGRESSIVE_RENDER_STEP } from '../../store/constants';
import {
  findAnchor,
  itemKeyOf,
  itemHeights,
  readLayout,
  topOf,
  type Anchor,
  type FeedLayout,
  type RenderedFeed,
} from './feedDom';
import {
  historyEntryKey,
  historyPlaceOf,
  keepHistoryPlace,
  landingScroll,
  type FeedPlace,
} from './feedPlace';
import { heightCacheFor, type HeightCache } from './heightCache';
import {
  coveringRange,
  FIRST_SCREEN_ITEM_HEIGHT,
  initialItems,
  keysOf,
  resolve,
} from './mountedRange';
import { scrollerOf, type Scroller } from './scroller';
import { createMountTasks } from './mountTasks';
import { useFeedMover } from './useFeedMover';
import { anchorCorrection, coversWanted, nextMounted, planWindow, segmentsOf } from './windowRules';

/**
 * The margin mounted above and below the screen, in screens (one and a half times that is
 * kept, `KEPT_OVERSCANS`). Every commit that mounts or unmounts a post repaints the document,
 * and that paint visits every mounted post's layer: the frames that paint were nearly all of a
 * scroll's long tasks. Traces of 300-post scrolls at 4×, 60 px a frame, interleaved: 44 and 55
 * long tasks and 33 frames a second with a margin of 1; 4 to 18 and 37–43 with 0.5; the same
 * frames with a hole in the feed (14 of 917, all while an older page loads) with both.
 */
const OVERSCAN_SCREENS = 0.5;
/**
 * However tall its items, a feed mounts at least this many around the screen. It was a page
 * (20), so a short scroll mounted nothing; but each mounted post is a layer the browser
 * visits whenever the document's paint runs, about every other frame of a scroll.
 * Scrolls of 600 posts at 4×, three interleaved runs of each: 45–47 frames a second and 9
 * long tasks in all with 20, 48–51 and 6 with 10.
 */
const MIN_MOUNTED = 10;
/**
 * After landing, how long a scroll that is not the feed's own is still taken for start-up's
 * (the page's restoration, the document growing or shrinking) and undone; after it, such a
 * scroll (a script, a find in the page) lets the place go, as the reader's own input does.
 */
const LANDING_GRACE_MS = 600;

/** Items mounted where none is yet: by the heights measured, or the first screen's guess. */
const firstItemsOf = (cache: HeightCache) =>
  initialItems(cache.hasMeasured() ? cache.estimate() : FIRST_SCREEN_ITEM_HEIGHT);

/** Landings already made, by number: a feed mounted again does not land twice. */
const landed = new Set<number>();

export interface FeedPlaceOptions {
  /** A place to land on once its item is in the feed (each `seq` once). */
  landing?: (FeedPlace & { seq: number }) | null;
  /** Told the place as the reader scrolls: null while the feed's top is on screen. */
  onPlace?: (place: FeedPlace | null) => void;
}

/**
 * Windowing for a feed: which items are mounted (the screen and about a screen around it,
 * a few more per frame), the heights of those that are not (measured once, kept per key),
 * and the scroll held on the first visible item whenever something above it is mounted,
 * unmounted or changes height. The item holding keyboard focus stays mounted.
 */
export function useWindowedFeed(
  keys: readonly string[],
  feedKey: string,
  onSettled?: (keys: readonly string[]) => void,
  { landing, onPlace }: FeedPlaceOptions = {},
) {
  const cache = heightCacheFor(feedKey);
  // Back or forward to this entry: the place it had, by post and offset.
  const [historyKey] = useState(historyEntryKey);
  const target = useRef<FeedPlace | null>(historyPlaceOf(historyKey, feedKey));
  const placeCallback = useRef(onPlace);
  /** A place landed on, held until the reader scrolls. */
  const pinned = useRef<FeedPlace | null>(null);
  /** When the place was landed on, and where holding it last left the scroll. */
  const held = useRef({ since: 0, offset: 0 });
  const [mountedKeys, setMountedKeys] = useState(() =>
    keysOf(keys, { start: 0, end: Math.min(keys.length, firstItemsOf(cache)) }),
  );
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const index = useMemo(() => new Map(keys.map((k, i) => [k, i])), [keys]);
  const mounted = resolve(mountedKeys, index, firstItemsOf(cache));
  const focused = focusedKey === null ? -1 : (index.get(focusedKey) ?? -1);
  const offsets = cache.offsetsOf(keys);
  const segments = segmentsOf(keys.length, mounted, focused);

  const feedRef = useRef<HTMLDivElement>(null);
  const scroller = useRef<Scroller | null>(null);
  const anchor = useRef<Anchor | null>(null);
  const rendered = useRef<RenderedFeed>({ keys, offsets });
  const current = useRef({ keys, index, mounted });
  const frame = useRef(0);
  /** The keys last reported settled, and those settled one frame so far. */
  const settled = useRef<{ reported: readonly string[] | null; seen: readonly string[] | null }>({
    reported: null,
    seen: null,
  });
  const settledCallback = useRef(onSettled);

  /** The feed's marks and spacers as last measured. */
  const layout = useRef<FeedLayout | null>(null);

  /** Tells the place (the anchor) as it is now, unless a landing is still to come. */
  const report = useCallback(
    (viewportTop: number) => {
      if (target.current) return;
      const held = anchor.current;
      const place = held && { key: held.key, offset: held.top - viewportTop };
      keepHistoryPlace(historyKey, feedKey, place);
      placeCallback.current?.(place);
    },
    [historyKey, feedKey],
  );

  const recordAnchor = useCallback(() => {
    const feed = feedRef.current;
    const s = scroller.current;
    if (!feed || !s || !layout.current) return;
    const feedTop = feed.getBoundingClientRect().top;
    const viewportTop = s.viewport().top;
    anchor.current = findAnchor(layout.current, feedTop, viewportTop, s.offset(), rendered.current);
    report(viewportTop);
  }, [report]);

  /** Scrolls the target place's item to its offset, once it is rendered, and holds it there. */
  const land = useCallback(() => {
    const feed = feedRef.current;
    const s = scroller.current;
    const place = target.current ?? pinned.current;
    if (!feed || !s || !place) return false;
    const viewportTop = s.viewport().top;
    const delta = landingScroll(readLayout(feed), rendered.current, place, viewportTop);
    if (delta === null) return false;
    // Held there while posts around it mount, measure and come in above, until the reader
    // scrolls: a late change (a page filled in above, the page's own scroll restoration)
    // cannot take them elsewhere.
    if (!pinned.current) held.current.since = performance.now();
    target.current = null;
    pinned.current = place;
    if (Math.abs(delta) >= 0.5) s.scrollBy(delta);
    held.current.offset = s.offset();
    const measured = readLayout(feed);
    layout.current = measured;
    anchor.current = findAnchor(
      measured,
      measured.feedTop,
      viewportTop,
      s.offset(),
      rendered.current,
    );
    return true;
  }, []);

  /** Measures what is rendered, then scrolls so the anchor is back where it was. */
  const measureAndHold = useCallback(() => {
    const feed = feedRef.current;
    const s = scroller.current;
    if (!feed || !s) return;
    const measured = readLayout(feed);
    layout.current = measured;
    for (const [key, height] of itemHeights(measured)) cache.set(key, height);
    if (pinned.current && land()) return;
    const held = anchor.current;
    let delta = 0;
    // Scrolled since it was recorded: that was a jump (to the top, a restored position).
    if (held && held.offset === s.offset()) {
      const now = topOf(measured, held.key, rendered.current);
      delta = now === null ? 0 : anchorCorrection(held.top, measured.feedTop + now);
      if (delta !== 0) s.scrollBy(delta);
    }
    anchor.current = findAnchor(
      measured,
      measured.feedTop - delta,
      s.viewport().top,
      s.offset(),
      rendered.current,
    );
    // A post coming in at the top, or the first page measured, is a place too.
    report(s.viewport().top);
  }, [cache, land, report]);

  /** Mounting as the reader scrolls: a task to render, the next to lay out (mountTasks.ts). */
  const [mounts] = useState(() =>
    createMountTasks(setMountedKeys, () => {
      // Reading a size lays out what the render changed.
      if (feedRef.current) feedRef.current.getBoundingClientRect();
    }),
  );

  const update = useCallback(() => {
    frame.current = 0;
    const feed = feedRef.current;
    const s = scroller.current;
    if (!feed || !s) return;
    land();
    const { keys: ks, index } = current.current;
    const range = mounts.wanted
      ? resolve(mounts.wanted, index, firstItemsOf(cache))
      : current.current.mounted;
    const viewport = s.viewport();
    const top = viewport.top - feed.getBoundingClientRect().top;
    const plan = planWindow(
      cache.offsetsOf(ks),
      top,
      top + viewport.height,
      viewport.height * OVERSCAN_SCREENS,
      MIN_MOUNTED,
    );
    const next = nextMounted(range, plan, PROGRESSIVE_RENDER_STEP);
    if (next.start !== range.start || next.end !== range.end) mounts.request(keysOf(ks, next));
    // Settled is said after two quiet frames, so whatever watches the end of the feed has
    // seen where the end went before it is told to load more.
    const s2 = settled.current;
    if (!coversWanted(next, plan) || s2.reported === ks) {
      s2.seen = null;
    } else if (s2.seen === ks) {
      s2.reported = ks;
      settledCallback.current?.(ks);
    } else {
      s2.seen = ks;
      frame.current = requestAnimationFrame(update);
    }
  }, [cache, land, mounts]);

  const schedule = useCallback(() => {
    if (frame.current === 0) frame.current = requestAnimationFrame(update);
  }, [update]);

  useLayoutEffect(() => {
    settledCallback.current = onSettled;
    placeCallback.current = onPlace;
  });

  const landingSeq = landing?.seq;
  useLayoutEffect(() => {
    if (!landing || landed.has(landing.seq)) return;
    landed.add(landing.seq);
    target.current = { key: landing.key, offset: landing.offset };
    schedule();
    // A landing is its number: the same one again is nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [landingSeq, schedule]);

  /**
   * Until the feed's first screen is painted: what is mounted is measured (the layout the
   * paint would do), and if it leaves the screen's foot uncovered, the items that cover it
   * are mounted now, in the same task, so the first paint shows a full screen of posts and
   * none below it (those follow in the tasks after, as the feed goes on mounting).
   */
  const covering = useRef(true);
  const coverScreen = useCallback(() => {
    const feed = feedRef.current;
    const s = scroller.current;
    const { keys: ks, mounted: range } = current.current;
    if (ks.length === 0) return;
    // Without ResizeObserver (old browsers, test DOMs) nothing is measured; a landing
    // mounts around its own item.
    if (!feed || !s || typeof ResizeObserver === 'undefined' || target.current) {
      covering.current = false;
      return;
    }
    const measured = readLayout(feed);
    for (const [key, height] of itemHeights(measured)) cache.set(key, height);
    const viewport = s.viewport();
    const top = viewport.top - measured.feedTop;
    const { visible } = planWindow(cache.offsetsOf(ks), top, top + viewport.height, 0);
    const more = coveringRange(range, visible);
    if (more) setMountedKeys(keysOf(ks, more));
    else covering.current = false;
  }, [cache]);

  // After every render: remember what was rendered, and go on mounting if more is wanted.
  useLayoutEffect(() => {
    const feed = feedRef.current;
    if (!feed) return;
    scroller.current ??= scrollerOf(feed);
    rendered.current = { keys, offsets };
    current.current = { keys, index, mounted };
    if (covering.current) coverScreen();
    schedule();
  });

  // Measuring happens when something changed size or came in: after layout, before paint,
  // so holding the anchor never shows a jump. Every child of the feed is watched (a mark
  // coming in is a new item; a spacer changing is items going), and the feed for its width.
  const observer = useRef<ResizeObserver | null>(null);
  const observed = useRef(new Set<Element>());
  useLayoutEffect(() => {
    const feed = feedRef.current;
    // Without ResizeObserver (old browsers, test DOMs) heights stay estimates: nothing is held.
    if (!feed || typeof ResizeObserver === 'undefined') return;
    if (!observer.current) {
      observer.current = new ResizeObserver(() => {
        measureAndHold();
        schedule();
      });
      observer.current.observe(feed);
    }
    const ro = observer.current;
    const children = new Set(Array.from(feed.children));
    for (const child of observed.current) {
      if (!children.has(child)) ro.unobserve(child);
    }
    for (const child of children) {
      if (!observed.current.has(child)) ro.observe(child);
    }
    observed.current = children;
  });

  useEffect(() => {
    const s = scroller.current;
    if (!s) return undefined;
    const onScroll = () => {
      const { since, offset } = held.current;
      const foreign = Math.abs(s.offset() - offset) > 1;
      if (pinned.current && foreign && performance.now() - since > LANDING_GRACE_MS) {
        pinned.current = null;
      }
      recordAnchor();
      schedule();
    };
    // The feed holds the reader's place; the browser's own anchoring, finding no anchor in
    // it, would hold what follows it (the end of the list) and scroll down as it grows.
    const anchoring = s.element.style.overflowAnchor;
    s.element.style.overflowAnchor = 'none';
    s.events.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', schedule);
    // The reader's own scrolling (wheel, touch, keys, the scrollbar) lets a held place go,
    // and one still to land on: where the reader went is where they chose to be.
    const unpin = () => {
      pinned.current = null;
      target.current = null;
    };
    const input = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const type of input)
      window.addEventListener(type, unpin, { capture: true, passive: true });
    return () => {
      for (const type of input) window.removeEventListener(type, unpin, { capture: true });
      s.element.style.overflowAnchor = anchoring;
      s.events.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', schedule);
      observer.current?.disconnect();
      observer.current = null;
      observed.current = new Set();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
      mounts.cancel();
    };
  }, [recordAnchor, schedule, mounts]);

  /** The item that takes focus (or holds what does) stays mounted until another does. */
  const onFocus = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const key = itemKeyOf(event.currentTarget, event.target);
    if (key !== null) setFocusedKey(key);
  }, []);
  useFeedMover(feedRef, keys, setFocusedKey);

  return { feedRef, segments, offsets, onFocus };
}
