/**
 * A feed's place: the item at the top of the screen and its top's distance from the screen's
 * top. Kept per history entry, so back and forward land on the same post at the same offset
 * (item heights change as posts render, so a raw scroll position would drift), and handed
 * to a feed to land on (home's place restored at start-up).
 */
import { lruCache } from '../../lib/lru';
import { topOf, type FeedLayout, type RenderedFeed } from './feedDom';

export interface FeedPlace {
  key: string;
  /** The item's top from the screen's top, px (negative: scrolled past part of it). */
  offset: number;
}

/** History entries remembered in a tab: far more than anyone goes back through. */
const HISTORY_PLACES_MAX = 200;

/** Null where the feed's own top was on screen (the page's scroll position says it all). */
const historyPlaces = lruCache<FeedPlace | null>(HISTORY_PLACES_MAX);

/** The router keeps each entry's key in the history state. */
export function historyEntryKey(): string {
  const state: unknown = window.history.state;
  const key = typeof state === 'object' && state !== null && 'key' in state ? state.key : null;
  return typeof key === 'string' ? key : 'default';
}

const placeKey = (entry: string, feed: string) => `${entry}|${feed}`;

export const historyPlaceOf = (entry: string, feed: string): FeedPlace | null =>
  historyPlaces.get(placeKey(entry, feed)) ?? null;

export const keepHistoryPlace = (entry: string, feed: string, place: FeedPlace | null) => {
  historyPlaces.set(placeKey(entry, feed), place);
};

/**
 * How far to scroll so the item's top is `place.offset` px below the screen's top, from the
 * layout as rendered; null while the item is not in it.
 */
export function landingScroll(
  layout: FeedLayout,
  rendered: RenderedFeed,
  place: FeedPlace,
  viewportTop: number,
): number | null {
  const top = topOf(layout, place.key, rendered);
  return top === null ? null : layout.feedTop + top - (viewportTop + place.offset);
}
