import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import { idOf, withoutKnown } from './knownItems';
import type { HeldIds } from '../memory/heldIds';
import { accountOfTimelineKey } from './timelineSources';
import type { ApiError } from '../../api/client';
import { reconcileCachedPage } from './cachedPageReconcile';
import { filledUpwards } from './homePlace';
import type { InvalidEntity } from '../../entities/types';
import { TIMELINE_ITEMS_MAX, TIMELINE_ITEMS_TRIMMED } from '../constants';
import { statusesRemoved } from '../statuses/removal';
import { toggleBookmark } from '../statuses/statusActions';

/** Statuses are missing between the item above this marker and sinceId. */
export interface TimelineGap {
  type: 'gap';
  key: string;
  sinceId: string | null;
  /** Filled from below (`min_id` = the post under it) rather than from the item above. */
  fill?: 'up';
}

/** Where the feed is to put the reader once the post is there: its top `offset` px from the screen's top. */
export interface TimelineLanding {
  key: string;
  offset: number;
  /** Each landing once: a new one is a new number. */
  seq: number;
}

export type TimelineItem = string | TimelineGap | InvalidEntity;

/** Why a load failed and which load it was, so a retry asks the same again. */
export interface TimelineFailure {
  error: ApiError;
  mode: 'initial' | 'older' | 'newer';
}

/**
 * One timeline: its items (status ids, gaps, invalid items), the newer statuses waiting above
 * while the reader is scrolled down, and its loading state.
 */
export interface TimelineState {
  items: TimelineItem[];
  pendingItems: string[];
  unread: number;
  top: boolean;
  online: boolean;
  isPartial: boolean;
  hasMore: boolean;
  isLoading: boolean;
  hasLoaded: boolean;
  /** The last load failed (shown in place with a retry); cleared when loading again. */
  failure?: TimelineFailure | null;
  /**
   * The Link header's next page, for lists paged by something other than status ids
   * (bookmarks and favourites page by when they were made).
   */
  nextUrl?: string | null;
  /** Painted from the last visit's copy: the server's first page is reconciled, not swapped in. */
  fromCache?: boolean;
  /** The place the reader left, to land on (home, restored at start-up). */
  landing?: TimelineLanding | null;
}

export const emptyTimeline: TimelineState = {
  items: [],
  pendingItems: [],
  unread: 0,
  top: true,
  online: true,
  isPartial: false,
  hasMore: true,
  isLoading: false,
  hasLoaded: false,
};

type TimelinesState = Record<string, TimelineState>;

const timelineOf = (state: TimelinesState, key: string): TimelineState =>
  (state[key] ??= { ...emptyTimeline, items: [], pendingItems: [] });

/** More than 40 items at the top are trimmed to 20. */
function trimAtTop(timeline: TimelineState) {
  if (timeline.top && timeline.items.length > TIMELINE_ITEMS_MAX) {
    timeline.items = timeline.items.slice(0, TIMELINE_ITEMS_TRIMMED);
    timeline.hasMore = true;
  }
}

/** A status the stream brought to a timeline. */
export interface StreamedStatus {
  key: string;
  id: string;
}

/**
 * Statuses streamed to one timeline, oldest first: pending when not at top or when pending
 * exist, else at the top. Going to pending leaves `items` as it was (the same array), so
 * nothing the visible statuses depend on changes. The arrays are read as they were before
 * this action and written once, however many came: a busy stream costs one pass a batch, not
 * a search and a shift through the draft's proxies for every post.
 */
function addStreamed(state: TimelinesState, key: string, ids: readonly string[]) {
  const timeline = state[key];
  if (!timeline?.hasLoaded) return;
  const before = original(state)[key] ?? timeline;
  const known = new Set(before.pendingItems);
  for (const item of before.items) {
    const id = idOf(item);
    if (id !== null) known.add(id);
  }
  const fresh: string[] = [];
  for (const id of ids) {
    if (known.has(id)) continue;
    known.add(id);
    fresh.push(id);
  }
  fresh.reverse();
  if (fresh.length === 0) return;
  if (!timeline.top || before.pendingItems.length > 0) {
    timeline.pendingItems = [...fresh, ...before.pendingItems];
    timeline.unread += fresh.length;
  } else {
    timeline.items = [...fresh, ...before.items];
    trimAtTop(timeline);
  }
}

export type PageMode = 'replace' | 'append' | 'prepend';

let gapCounter = 0;
let landingCounter = 0;

const initialState: TimelinesState = {};

const timelinesSlice = createSlice({
  name: 'timelines',
  initialState,
  reducers: {
    /** The last visit's first page, shown until the server answers (only where nothing is yet). */
    timelineCacheShown(state, action: PayloadAction<{ key: string; items: string[] }>) {
      const timeline = timelineOf(state, action.payload.key);
      if (timeline.hasLoaded || timeline.items.length > 0) return;
      timeline.items = action.payload.items;
      timeline.hasLoaded = true;
      timeline.hasMore = true;
      timeline.fromCache = true;
    },
    /** Home around the reader's place: the posts there, those arrived since waiting above. */
    timelinePlaceRestored(
      state,
      action: PayloadAction<{
        key: string;
        items: TimelineItem[];
        pendingItems: string[];
        hasMore: boolean;
        landing: { key: string; offset: number } | null;
      }>,
    ) {
      const { key, items, pendingItems, hasMore, landing } = action.payload;
      const timeline = timelineOf(state, key);
      delete timeline.fromCache;
      Object.assign(timeline, { items, pendingItems, hasMore, unread: pendingItems.length });
      Object.assign(timeline, { isLoading: false, hasLoaded: true, isPartial: false });
      // Landing below the top: what streams in meanwhile waits above, counted.
      if (landing) timeline.top = false;
      landingCounter += 1;
      timeline.landing = landing && { ...landing, seq: landingCounter };
    },
    timelineLoadingChanged(state, action: PayloadAction<{ key: string; isLoading: boolean }>) {
      const timeline = timelineOf(state, action.payload.key);
      timeline.isLoading = action.payload.isLoading;
      if (action.payload.isLoading) timeline.failure = null;
    },
    timelineLoadFailed(state, action: PayloadAction<{ key: string } & TimelineFailure>) {
      const { key, error, mode } = action.payload;
      const timeline = timelineOf(state, key);
      timeline.isLoading = false;
      timeline.failure = { error, mode };
    },
    timelinePageReceived(
      state,
      action: PayloadAction<{
        key: string;
        items: TimelineItem[];
        mode: PageMode;
        hasMore: boolean;
        isPartial: boolean;
        nextUrl?: string | null;
      }>,
    ) {
      const { key, items, mode, hasMore, isPartial, nextUrl } = action.payload;
      const timeline = timelineOf(state, key);
      timeline.isLoading = false;
      timeline.isPartial = isPartial;
      if (isPartial) return;
      timeline.hasLoaded = true;
      if (mode !== 'prepend' && nextUrl !== undefined) timeline.nextUrl = nextUrl;
      if (timeline.fromCache && mode !== 'append') {
        delete timeline.fromCache;
        Object.assign(timeline, reconcileCachedPage(timeline, items, hasMore));
        trimAtTop(timeline);
      } else if (mode === 'replace') {
        timeline.items = items;
        timeline.pendingItems = [];
        timeline.unread = 0;
        timeline.hasMore = hasMore;
      } else if (mode === 'append') {
        timeline.items.push(...withoutKnown(timeline, items));
        timeline.hasMore = hasMore;
      } else {
        timeline.items.unshift(...withoutKnown(timeline, items));
        trimAtTop(timeline);
      }
    },
    /** A new status from the stream (pending when not at top or when pending exist). */
    timelineUpdated(state, action: PayloadAction<StreamedStatus>) {
      addStreamed(state, action.payload.key, [action.payload.id]);
    },
    /** Statuses that streamed in together, oldest first, each to its timeline. */
    timelinesStreamed(state, action: PayloadAction<StreamedStatus[]>) {
      const byKey = new Map<string, string[]>();
      for (const { key, id } of action.payload) {
        const ids = byKey.get(key);
        if (ids) ids.push(id);
        else byKey.set(key, [id]);
      }
      for (const [key, ids] of byKey) addStreamed(state, key, ids);
    },
    timelinePendingShown(state, action: PayloadAction<string>) {
      const timeline = timelineOf(state, action.payload);
      const fresh = withoutKnown({ ...timeline, pendingItems: [] }, timeline.pendingItems);
      timeline.items.unshift(...fresh);
      timeline.pendingItems = [];
      timeline.unread = 0;
      trimAtTop(timeline);
    },
    timelineScrolled(state, action: PayloadAction<{ key: string; top: boolean }>) {
      const timeline = timelineOf(state, action.payload.key);
      timeline.top = action.payload.top;
      if (timeline.top) {
        if (timeline.pendingItems.length === 0) timeline.unread = 0;
        trimAtTop(timeline);
      }
    },
    /** A gap marker is inserted when the stream goes offline. */
    timelineWentOffline(state, action: PayloadAction<string>) {
      const timeline = state[action.payload];
      if (!timeline) return;
      timeline.online = false;
      const first = timeline.pendingItems[0] ?? timeline.items[0];
      if (!timeline.hasLoaded || first === undefined || typeof first !== 'string') return;
      if (timeline.pendingItems.length > 0) timeline.items.unshift(...timeline.pendingItems);
      timeline.pendingItems = [];
      gapCounter += 1;
      timeline.items.unshift({ type: 'gap', key: `gap-${gapCounter}`, sinceId: first });
    },
    timelineWentOnline(state, action: PayloadAction<string>) {
      const timeline = state[action.payload];
      if (timeline) timeline.online = true;
    },
    /** The statuses a gap stood for, newest first; a full page leaves a gap below them. */
    timelineGapFilled(
      state,
      action: PayloadAction<{
        key: string;
        gapKey: string;
        items: TimelineItem[];
        isFull: boolean;
      }>,
    ) {
      const { key, gapKey, items, isFull } = action.payload;
      const timeline = timelineOf(state, key);
      const index = timeline.items.findIndex(
        (i) => typeof i === 'object' && 'type' in i && i.key === gapKey,
      );
      if (index < 0) return;
      const gap = timeline.items[index] as TimelineGap;
      const fresh = withoutKnown(timeline, items);
      // Upwards, a post already held means the fill met what is above it.
      const met = fresh.length < items.length;
      timeline.items.splice(
        index,
        1,
        ...(gap.fill === 'up'
          ? filledUpwards(gap, fresh, isFull && !met)
          : [...fresh, ...(isFull && fresh.length > 0 ? [gap] : [])]),
      );
    },
    timelineCleared(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
  },
  extraReducers: (builder) => {
    // An unbookmarked status leaves the bookmarks and every bookmark category (as on the server).
    builder.addCase(toggleBookmark.fulfilled, (state, action) => {
      if (action.meta.arg.value) return;
      const { id } = action.meta.arg;
      for (const [key, timeline] of Object.entries(state)) {
        if (key !== 'bookmarks' && !key.startsWith('bookmark_category:')) continue;
        timeline.items = timeline.items.filter((i) => i !== id);
      }
    });
    builder.addCase(statusesRemoved, (state, action) => {
      const removed = new Set(action.payload);
      for (const timeline of Object.values(state)) {
        timeline.items = timeline.items.filter((i) => typeof i !== 'string' || !removed.has(i));
        timeline.pendingItems = timeline.pendingItems.filter((i) => !removed.has(i));
      }
    });
  },
});

export const {
  timelinePlaceRestored,
  timelineCacheShown,
  timelineLoadingChanged,
  timelineLoadFailed,
  timelinePageReceived,
  timelineUpdated,
  timelinesStreamed,
  timelinePendingShown,
  timelineScrolled,
  timelineWentOffline,
  timelineWentOnline,
  timelineGapFilled,
  timelineCleared,
} = timelinesSlice.actions;
export default timelinesSlice.reducer;

/** Items and pending items; an account's timelines also hold the account. */
export function timelineHeldIds(timelines: TimelinesState): HeldIds {
  const entries = Object.entries(timelines);
  return {
    statusIds: entries.flatMap(([, timeline]) => [
      ...timeline.items.filter((item): item is string => typeof item === 'string'),
      ...timeline.pendingItems,
    ]),
    accountIds: entries.map(([key]) => accountOfTimelineKey(key)),
  };
}
