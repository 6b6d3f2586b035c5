import type { RootState } from '../index';
import { emptyTimeline } from './timelines';

/** A timeline by its key (timelineSources.ts); an empty one before its first page. */
export const selectTimeline = (state: RootState, key: string) =>
  state.timelines[key] ?? emptyTimeline;

/** What a timeline shows, in order: the same array while only its pending items change. */
export const selectTimelineItems = (state: RootState, key: string) =>
  selectTimeline(state, key).items;

/** Where the timeline's feed is to put the reader (home's restored place), if anywhere. */
export const selectTimelineLanding = (state: RootState, key: string) =>
  selectTimeline(state, key).landing ?? null;

/** The reader's place in home as last reported. */
export const selectHomePlace = (state: RootState) => state.markers.homePlace;

/** How many newer statuses wait above the timeline ("3 new posts"). */
export const selectPendingCount = (state: RootState, key: string) =>
  selectTimeline(state, key).pendingItems.length;

/**
 * A timeline's flags, without its items and pending items: compared shallowly (react-redux's
 * `shallowEqual`), a status streaming in changes nothing here.
 */
export const selectTimelineFlags = (state: RootState, key: string) => {
  const { top, hasMore, isLoading, hasLoaded, isPartial, failure } = selectTimeline(state, key);
  return { top, hasMore, isLoading, hasLoaded, isPartial, failure };
};
