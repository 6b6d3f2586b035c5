import { followAccount, unfollowAccount } from '../../api/accounts';
import { followCountsChanged } from './accounts';
import { relationshipsReceived } from './relationships';
import { clientOf, createAppAsyncThunk } from '../thunk';

/**
 * Follow and unfollow; a follow that was not already following adds 1 to the
 * target's followers and to the user's following, an unfollow takes 1 off (never below 0).
 */
export const toggleFollow = createAppAsyncThunk(
  'accounts/follow',
  async (
    { id, follow }: { id: string; follow: boolean },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const state = getState();
    const wasFollowing = state.relationships[id]?.following ?? false;
    const client = clientOf(state, extra);
    const result = follow
      ? await followAccount(client, id, { reblogs: true })
      : await unfollowAccount(client, id);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(relationshipsReceived([result.value]));
    const meId = state.session.meId;
    if (follow && !wasFollowing && result.value.following) {
      dispatch(followCountsChanged({ targetId: id, meId, delta: 1 }));
    } else if (!follow && wasFollowing) {
      dispatch(followCountsChanged({ targetId: id, meId, delta: -1 }));
    }
    return result.value;
  },
);
