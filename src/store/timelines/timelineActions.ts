import { fetchTimeline, fetchTimelinePage } from '../../api/timelines';
import { FIRST_PAGE_STATUSES_PER_TASK } from '../../api/statusPage';
import { compareIds } from '../../lib/compareIds';
import { ACCOUNT_MEDIA_TIMELINE_LIMIT, TIMELINE_PAGE_LIMIT } from '../constants';
import { entitiesReceived } from '../entities';
import { quietly } from '../quietly';
import { clientOf, createAppAsyncThunk } from '../thunk';
import type { TimelineSource } from '../../entities/timelineSource';
import { timelineKey } from './timelineSources';
import {
  timelineGapFilled,
  timelineLoadFailed,
  timelineLoadingChanged,
  timelinePageReceived,
  type PageMode,
  type TimelineGap,
  type TimelineItem,
} from './timelines';

/** Lists whose pages go by when an item was added, not by status id: follow the Link header. */
const PAGED_BY_LINK = new Set<TimelineSource['kind']>([
  'bookmarks',
  'favourites',
  'emoji_reactions',
  'bookmark_category',
]);

const statusIdsOf = (items: TimelineItem[]) =>
  items.filter((i): i is string => typeof i === 'string');

/** Loads a page of a timeline: the first, the next older one (max_id) or newer ones (since_id). */
export const loadTimeline = createAppAsyncThunk(
  'timelines/load',
  async (
    {
      source,
      mode,
    }: {
      source: TimelineSource;
      mode: 'initial' | 'older' | 'newer';
    },
    { getState, extra, dispatch, rejectWithValue, signal },
  ) => {
    const key = timelineKey(source);
    const state = getState();
    const timeline = state.timelines[key];
    const ids = statusIdsOf(timeline?.items ?? []);
    // An account's media asks for more at a time (SPEC §9).
    const limit =
      source.kind === 'account' && source.onlyMedia
        ? ACCOUNT_MEDIA_TIMELINE_LIMIT
        : TIMELINE_PAGE_LIMIT;
    const params =
      mode === 'older'
        ? { maxId: ids[ids.length - 1], limit }
        : mode === 'newer'
          ? {
              sinceId: [...ids, ...(timeline?.pendingItems ?? [])].sort(compareIds).pop(),
              limit,
            }
          : { limit };
    dispatch(timelineLoadingChanged({ key, isLoading: true }));
    const byLink = PAGED_BY_LINK.has(source.kind);
    const client = clientOf(state, extra);
    const result =
      byLink && mode === 'older' && timeline?.nextUrl
        ? await fetchTimelinePage(client, timeline.nextUrl)
        : await fetchTimeline(
            client,
            source,
            byLink && mode !== 'older' ? { limit: params.limit } : params,
            mode === 'initial' ? FIRST_PAGE_STATUSES_PER_TASK : undefined,
          );
    // Asked for by a start-up whose session was then refused: nothing of it may land.
    if (signal.aborted) return undefined;
    if (!result.ok) {
      dispatch(timelineLoadFailed({ key, error: result.error, mode }));
      // The timeline says so in its place, with a retry; an alert would say it twice.
      return rejectWithValue(result.error, { skipAlert: true });
    }
    dispatch(quietly(entitiesReceived(result.value.bundle)));
    const pageMode: PageMode =
      mode === 'initial' ? 'replace' : mode === 'older' ? 'append' : 'prepend';
    // The page, its items and the end of loading reach the screens as one change: the
    // thunk's own fulfilled action, which follows, tells them.
    dispatch(
      quietly(
        timelinePageReceived({
          key,
          items: result.value.items,
          mode: pageMode,
          hasMore: result.links.next !== null && result.value.items.length > 0,
          isPartial: result.value.isPartial,
          ...(byLink ? { nextUrl: result.links.next } : {}),
        }),
      ),
    );
    return undefined;
  },
  {
    condition: ({ source, mode }, { getState }) => {
      const timeline = getState().timelines[timelineKey(source)];
      if (timeline?.isLoading) return false;
      if (mode === 'older' && timeline && !timeline.hasMore) return false;
      return true;
    },
  },
);

/** Loads what a gap marker stands for: newer than its sinceId, older than the item above it. */
export const loadGap = createAppAsyncThunk(
  'timelines/loadGap',
  async (
    { source, gapKey }: { source: TimelineSource; gapKey: string },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const key = timelineKey(source);
    const state = getState();
    const items = state.timelines[key]?.items ?? [];
    const index = items.findIndex((i) => typeof i === 'object' && 'type' in i && i.key === gapKey);
    const gap = items[index] as TimelineGap | undefined;
    if (!gap) return undefined;
    const above = statusIdsOf(items.slice(0, index)).pop();
    const below = statusIdsOf(items.slice(index + 1))[0];
    // Upwards: the page just above the post under the gap, as the reader scrolls up to it.
    const params =
      gap.fill === 'up'
        ? { minId: below, limit: TIMELINE_PAGE_LIMIT }
        : { maxId: above, sinceId: gap.sinceId ?? undefined, limit: TIMELINE_PAGE_LIMIT };
    const result = await fetchTimeline(clientOf(state, extra), source, params);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(quietly(entitiesReceived(result.value.bundle)));
    dispatch(
      quietly(
        timelineGapFilled({
          key,
          gapKey,
          items: result.value.items,
          isFull: result.value.items.length >= TIMELINE_PAGE_LIMIT,
        }),
      ),
    );
    return undefined;
  },
);
