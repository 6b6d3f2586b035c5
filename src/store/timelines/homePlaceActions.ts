import { fetchMarkers } from '../../api/markers';
import { fetchTimeline, type StatusPage } from '../../api/timelines';
import type { ApiClient } from '../../api/client';
import { emptyBundle, mergeBundle } from '../../entities/bundle';
import { compareIds, nextId } from '../../lib/compareIds';
import { HOME_ARRIVED_LIMIT, TIMELINE_PAGE_LIMIT } from '../constants';
import { entitiesReceived } from '../entities';
import { quietly } from '../quietly';
import type { AppDispatch } from '../index';
import { scopeFor } from '../session/persistence';
import { clientOf, createAppAsyncThunk } from '../thunk';
import { placeToRestore, readKeptPlace, restoredHome, type MarkerPlace } from './homePlace';
import type { PlaceToRestore } from './homePlace';
import { homePlaceSeen, markersReceived } from './markers';
import { loadTimeline } from './timelineActions';
import { timelineLoadingChanged, timelinePlaceRestored } from './timelines';

const HOME = { kind: 'home' } as const;

interface PagesAround {
  below: StatusPage;
  arrived: StatusPage;
  hasMore: boolean;
}

/**
 * Home's two pages around a place, asked for together: the page at and below it (`max_id`
 * just above its id) and what arrived since (`since_id`, newest first). Never a walk down
 * from the top, however far below the first page the place is.
 */
async function pagesAround(client: ApiClient, place: PlaceToRestore): Promise<PagesAround | null> {
  const [below, arrived] = await Promise.all([
    fetchTimeline(client, HOME, { maxId: nextId(place.statusId), limit: TIMELINE_PAGE_LIMIT }),
    fetchTimeline(client, HOME, { sinceId: place.newestId, limit: HOME_ARRIVED_LIMIT }),
  ]);
  if (!below.ok || !arrived.ok || below.value.isPartial || below.value.items.length === 0)
    return null;
  const hasMore = below.links.next !== null;
  return { below: below.value, arrived: arrived.value, hasMore };
}

/** Home's first page, given up with the opening that asked for it. */
function firstPage(dispatch: AppDispatch, signal: AbortSignal) {
  const load = dispatch(loadTimeline({ source: HOME, mode: 'initial' }));
  signal.addEventListener('abort', () => load.abort(), { once: true });
  return load;
}

/** Home around the place, landed on by the feed; the first page as ever where there is none. */
async function landOn(
  dispatch: AppDispatch,
  client: ApiClient,
  place: PlaceToRestore | null,
  signal: AbortSignal,
) {
  const pages = place && !place.atTop ? await pagesAround(client, place) : null;
  // Asked for by a start-up whose session was then refused: nothing of it may land.
  if (signal.aborted) return;
  if (!place || !pages) {
    dispatch(timelineLoadingChanged({ key: 'home', isLoading: false }));
    await firstPage(dispatch, signal);
    return;
  }
  // Both pages' posts go into the store in one pass, the newer page's copy last.
  const bundle = emptyBundle();
  mergeBundle(bundle, pages.below.bundle);
  mergeBundle(bundle, pages.arrived.bundle);
  dispatch(quietly(entitiesReceived(bundle)));
  // The place restored is the place now, and the marker (unless the reader moves on first).
  const { statusId, offset, newestId } = place;
  dispatch(
    quietly(homePlaceSeen({ statusId, offset, newestId, atTop: false, savedAt: Date.now() })),
  );
  const home = restoredHome(place, pages.below.items, pages.arrived.items, HOME_ARRIVED_LIMIT);
  const { landingId } = home;
  // The newest post with nothing new above it is simply the top of home.
  const isTop = landingId === home.items[0] && home.pendingItems.length === 0;
  dispatch(
    timelinePlaceRestored({
      key: 'home',
      items: home.items,
      pendingItems: home.pendingItems,
      hasMore: pages.hasMore,
      landing:
        landingId === null || isTop
          ? null
          : { key: landingId, offset: landingId === place.statusId ? place.offset : 0 },
    }),
  );
}

/**
 * Opens home. Coming back to it within the page asks for what is newer; the first time, it
 * opens where the reader left it: this browser's kept place at once (it needs no answer from
 * the server to be known), or the home marker when it is the newer of the two; where the
 * marker answers later and is newer (another browser read on since), home moves there.
 */
export const openHomeTimeline = createAppAsyncThunk(
  'timelines/openHome',
  async (
    { accountId = null }: { accountId?: string | null },
    { getState, dispatch, extra, signal },
  ) => {
    const home = getState().timelines.home;
    if ((home?.hasLoaded && !home.fromCache) || home?.isLoading) {
      await dispatch(loadTimeline({ source: HOME, mode: 'newer' }));
      return;
    }
    const state = getState();
    const client = clientOf(state, extra);
    let marker: MarkerPlace | null | undefined;
    const markerAnswer = fetchMarkers(client).then((result) => {
      if (result.ok) dispatch(markersReceived(result.value));
      const { home: id = null, homeUpdatedAt = null } = result.ok ? result.value : {};
      marker = id === null ? null : { statusId: id, updatedAt: homeUpdatedAt };
      return marker;
    });
    const me = state.session.meId ?? accountId;
    const local = me ? readKeptPlace(extra.localStorage, scopeFor(state.session.origin, me)) : null;
    if (!local) {
      // A browser with no place of its own: the first page as ever, and the marker's place
      // only where it lies below that page.
      const [, far] = await Promise.all([firstPage(dispatch, signal), markerAnswer]);
      const items = getState().timelines.home?.items ?? [];
      const ids = items.filter((i): i is string => typeof i === 'string');
      const oldest = ids[ids.length - 1];
      if (signal.aborted || !far || !oldest || compareIds(far.statusId, oldest) >= 0) return;
      dispatch(timelineLoadingChanged({ key: 'home', isLoading: true }));
      await landOn(dispatch, client, placeToRestore(null, far), signal);
      return;
    }
    dispatch(timelineLoadingChanged({ key: 'home', isLoading: true }));
    const first = placeToRestore(local, marker ?? null);
    await landOn(dispatch, client, first, signal);
    if (marker !== undefined) return;
    const best = placeToRestore(local, await markerAnswer);
    if (best && best.statusId !== first?.statusId) {
      dispatch(timelineLoadingChanged({ key: 'home', isLoading: true }));
      await landOn(dispatch, client, best, signal);
    }
  },
);
