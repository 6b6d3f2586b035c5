import { useEffect, useMemo, useRef } from 'react';
import { useStore } from 'react-redux';
import { compareIds } from '../../lib/compareIds';
import { throttle } from '../../lib/throttle';
import type { RootState } from '../../store';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { KeptPlace } from '../../store/timelines/homePlace';
import { homePlaceSeen } from '../../store/timelines/markers';
import {
  selectHomePlace,
  selectTimeline,
  selectTimelineLanding,
} from '../../store/timelines/selectors';
import type { FeedPlaceOptions } from './useWindowedFeed';
import type { TimelineEntry } from './selectTimelineEntries';

/** How often a scroll reports the place: the marker and IndexedDB need no more. */
const PLACE_REPORT_MS = 200;

/** Sub-pixel moves (layout rounding) are the same place. */
const samePlace = (a: Omit<KeptPlace, 'savedAt'>, b: Omit<KeptPlace, 'savedAt'>) =>
  a.statusId === b.statusId &&
  a.newestId === b.newestId &&
  a.atTop === b.atTop &&
  Math.abs(a.offset - b.offset) < 0.5;

const newerOf = (a: string, b: string | undefined) => (b && compareIds(b, a) > 0 ? b : a);

/**
 * Home's place for its feed: where to land (restored at start-up) and, as the reader scrolls,
 * the post at the top of the screen kept as the place (and the home marker). Other timelines
 * have none.
 */
export function useHomePlace(
  timelineKey: string,
  entries: readonly TimelineEntry[],
): FeedPlaceOptions {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const isHome = timelineKey === 'home';
  const landing = useAppSelector((s) => selectTimelineLanding(s, timelineKey));
  const statusIds = useMemo(
    () => entries.flatMap((e) => (e.kind === 'status' ? [e.id] : [])),
    [entries],
  );
  // Read when the throttled report runs, which may be after the entries changed.
  const latestIds = useRef(statusIds);
  useEffect(() => {
    latestIds.current = statusIds;
  });
  const onPlace = useMemo(() => {
    if (!isHome) return undefined;
    return throttle((place: { key: string; offset: number } | null) => {
      const ids = latestIds.current;
      const first = ids[0];
      if (first === undefined) return;
      // A gap or the suggestions at the top of the screen: the place stays where it was.
      if (place && !ids.includes(place.key)) return;
      const state = store.getState();
      // Until home has opened at the kept place, what shows is not a place the reader chose.
      const home = selectTimeline(state, 'home');
      if (home.isLoading || home.fromCache) return;
      const kept = selectHomePlace(state);
      const seen = {
        statusId: place?.key ?? first,
        offset: place?.offset ?? 0,
        newestId: newerOf(first, kept?.newestId),
        atTop: place === null,
      };
      if (kept && samePlace(kept, seen)) return;
      dispatch(homePlaceSeen({ ...seen, savedAt: Date.now() }));
    }, PLACE_REPORT_MS);
  }, [dispatch, store, isHome]);
  return isHome ? { landing, onPlace } : {};
}
