import {
  clearNotifications as clearNotificationsRequest,
  fetchGroupedNotifications,
  type GroupedNotificationsParams,
} from '../../api/notifications';
import type { NotificationGroup } from '../../entities/types';
import { entitiesReceived } from '../entities';
import { settingChanged } from '../session/settings';
import {
  allNotificationsCleared,
  notificationsGapFilled,
  notificationsLoadFailed,
  notificationsLoadingChanged,
  notificationsMerged,
  notificationsPageReceived,
  type NotificationGap,
} from './notifications';
import { excludedTypesOf, type QuickFilter } from './quickFilters';
import { selectActiveQuickFilter } from './selectors';
import { selectHasEmojiReactions } from '../selectors';
import type { StoreDeps } from '../deps';
import type { AppDispatch, RootState } from '../index';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** Types the server groups (Mastodon's grouped notifications). */
export const GROUPED_TYPES = ['favourite', 'reblog', 'emoji_reaction', 'follow'];

/** What every page asks: the grouped types, and the types the quick filter leaves out. */
const pageParams = (state: RootState): GroupedNotificationsParams => ({
  groupedTypes: GROUPED_TYPES,
  // Emoji reactions only where the server says it has them.
  excludeTypes: excludedTypesOf(selectActiveQuickFilter(state), selectHasEmojiReactions(state)),
});

/** One page with the column's own params; its accounts and statuses go to the entities. */
async function fetchPage(
  state: RootState,
  extra: StoreDeps,
  dispatch: AppDispatch,
  params: GroupedNotificationsParams,
) {
  dispatch(notificationsLoadingChanged(true));
  try {
    const result = await fetchGroupedNotifications(clientOf(state, extra), {
      ...pageParams(state),
      ...params,
    });
    if (result.ok) dispatch(entitiesReceived(result.value.bundle));
    return result;
  } catch (error) {
    // A thrown failure is no answer either: the column must not stay loading for good.
    dispatch(notificationsLoadingChanged(false));
    throw error;
  }
}

/** Loads the first or the next page of grouped notifications (GET v2/notifications). */
export const loadNotifications = createAppAsyncThunk(
  'notifications/load',
  async (
    { mode }: { mode: 'initial' | 'older' },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const state = getState();
    const last = state.notifications.items.filter((i): i is string => typeof i === 'string').pop();
    const lastGroup: NotificationGroup | undefined = last
      ? state.notifications.groups[last]
      : undefined;
    const result = await fetchPage(state, extra, dispatch, {
      maxId: mode === 'older' ? lastGroup?.pageMinId : undefined,
    });
    if (!result.ok) {
      dispatch(notificationsLoadFailed({ error: result.error, mode }));
      // The column says so in its place, with a retry; an alert would say it twice.
      return rejectWithValue(result.error, { skipAlert: true });
    }
    dispatch(
      notificationsPageReceived({
        groups: result.value.groups,
        mode: mode === 'initial' ? 'replace' : 'append',
        hasMore: result.links.next !== null,
      }),
    );
    return undefined;
  },
  { condition: (_arg, { getState }) => !getState().notifications.isLoading },
);

/** Loads the range a gap stands for: older than its maxId, newer than its sinceId. */
export const loadNotificationsGap = createAppAsyncThunk(
  'notifications/loadGap',
  async ({ gap }: { gap: NotificationGap }, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await fetchPage(getState(), extra, dispatch, {
      maxId: gap.maxId ?? undefined,
      sinceId: gap.sinceId ?? undefined,
    });
    if (!result.ok) {
      // The gap stays in place to be tried again; the alert says why it did not fill.
      dispatch(notificationsLoadingChanged(false));
      return rejectWithValue(result.error, {});
    }
    dispatch(
      notificationsGapFilled({
        gap,
        groups: result.value.groups,
        hasMore: result.links.next !== null,
      }),
    );
    return undefined;
  },
  { condition: (_arg, { getState }) => !getState().notifications.isLoading },
);

/** Clear notifications: all of them go on the server, then here. */
export const clearAllNotifications = createAppAsyncThunk(
  'notifications/clearAll',
  async (_: void, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await clearNotificationsRequest(clientOf(getState(), extra));
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(allNotificationsCleared());
    return undefined;
  },
);

/** The quick filter bar: the chosen filter is kept in the settings and the list reloads. */
export const chooseQuickFilter = createAppAsyncThunk(
  'notifications/chooseQuickFilter',
  async (filter: QuickFilter, { getState, dispatch }) => {
    if (getState().settings.notifications.quickFilter.active === filter) return undefined;
    dispatch(settingChanged({ path: ['notifications', 'quickFilter', 'active'], value: filter }));
    await dispatch(loadNotifications({ mode: 'initial' }));
    return undefined;
  },
);

/**
 * The server merged notifications in (an accepted request): reload now when the list is at
 * its top or not shown, else say it needs a reload (Mastodon's mergedNotifications).
 */
export const refreshMergedNotifications = createAppAsyncThunk(
  'notifications/refreshMerged',
  async (_: void, { getState, dispatch }) => {
    const { top, mounted } = getState().notifications;
    if (top || mounted === 0) await dispatch(loadNotifications({ mode: 'initial' }));
    else dispatch(notificationsMerged());
    return undefined;
  },
);
