import { fetchGroupedNotifications } from '../../api/notifications';
import type { NotificationGroup } from '../../entities/types';
import { entitiesReceived } from '../entities';
import { notificationsLoadingChanged, notificationsPageReceived } from './notifications';
import { selectHasEmojiReactions } from '../selectors';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** Types the server groups (Mastodon's grouped notifications). */
export const GROUPED_TYPES = ['favourite', 'reblog', 'emoji_reaction', 'follow'];

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
    // Emoji reactions only where the server says it has them.
    const excludeTypes = selectHasEmojiReactions(state) ? [] : ['emoji_reaction'];
    dispatch(notificationsLoadingChanged(true));
    const result = await fetchGroupedNotifications(clientOf(state, extra), {
      maxId: mode === 'older' ? lastGroup?.pageMinId : undefined,
      groupedTypes: GROUPED_TYPES,
      excludeTypes,
    });
    if (!result.ok) {
      dispatch(notificationsLoadingChanged(false));
      return rejectWithValue(result.error, {});
    }
    dispatch(entitiesReceived(result.value.bundle));
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
