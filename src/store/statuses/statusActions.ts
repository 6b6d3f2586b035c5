import * as statusesApi from '../../api/statuses';
import type { Visibility } from '../../entities/types';
import { message } from '../../i18n/text';
import { alertShown } from '../alerts/alerts';
import { NOTICE_ALERT_DISMISS_MS } from '../constants';
import { entitiesReceived } from '../entities';
import { removeStatuses } from './removalActions';
import { clientOf, createAppAsyncThunk } from '../thunk';

type Toggle = { id: string; value: boolean; visibility?: Visibility };
type Request = (
  client: ReturnType<typeof clientOf>,
  id: string,
  arg: Toggle,
) => ReturnType<typeof statusesApi.favouriteStatus>;

/**
 * A toggle's optimistic change and its revert (for those in statusToggles.ts) are the
 * pending and rejected cases in statuses.ts; here only the request, and the server's copy.
 */
function createToggle(name: string, on: Request, off: Request) {
  return createAppAsyncThunk(
    `statuses/${name}`,
    async (arg: Toggle, { getState, extra, dispatch, rejectWithValue }) => {
      const client = clientOf(getState(), extra);
      const result = await (arg.value ? on : off)(client, arg.id, arg);
      if (!result.ok) return rejectWithValue(result.error, {});
      dispatch(entitiesReceived(result.value.bundle));
      return undefined;
    },
  );
}

export const toggleFavourite = createToggle(
  'favourite',
  statusesApi.favouriteStatus,
  statusesApi.unfavouriteStatus,
);
/** POST reblog with visibility (the BOOST modal's choice). */
export const toggleReblog = createToggle(
  'reblog',
  (client, id, { visibility }) => statusesApi.reblogStatus(client, id, visibility),
  statusesApi.unreblogStatus,
);
export const toggleBookmark = createToggle(
  'bookmark',
  statusesApi.bookmarkStatus,
  statusesApi.unbookmarkStatus,
);
/** Pin on profile / unpin: the flag follows the server's answer. */
export const togglePin = createToggle('pin', statusesApi.pinStatus, statusesApi.unpinStatus);
/** Mute / unmute conversation: the flag follows the server's answer. */
export const toggleConversationMute = createToggle(
  'muteConversation',
  statusesApi.muteConversation,
  statusesApi.unmuteConversation,
);

/** DELETE the status; it leaves every timeline and thread, then 'Post deleted'. */
export const deleteStatus = createAppAsyncThunk(
  'statuses/delete',
  async (id: string, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await statusesApi.deleteStatus(clientOf(getState(), extra), id);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(removeStatuses([id]));
    dispatch(
      alertShown({
        title: '',
        message: message('status.deleted', 'Post deleted'),
        action: null,
        dismissAfter: NOTICE_ALERT_DISMISS_MS,
        severity: 'info',
      }),
    );
    return id;
  },
);
