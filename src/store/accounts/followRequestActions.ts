import { answerFollowRequest } from '../../api/accountLists';
import { pagedListItemsRemoved } from '../pagedLists/pagedLists';
import { clientOf, createAppAsyncThunk } from '../thunk';
import { followCountsChanged } from './accounts';
import { FOLLOW_REQUESTS } from './followLists';
import { relationshipsReceived } from './relationships';

const answer = (type: string, verdict: 'authorize' | 'reject') =>
  createAppAsyncThunk(
    type,
    async (accountId: string, { getState, extra, dispatch, rejectWithValue }) => {
      const state = getState();
      const result = await answerFollowRequest(clientOf(state, extra), accountId, verdict);
      if (!result.ok) return rejectWithValue(result.error, {});
      dispatch(relationshipsReceived([result.value]));
      // The request is answered: its row goes, and with it one from the count.
      dispatch(pagedListItemsRemoved({ source: FOLLOW_REQUESTS, ids: [accountId] }));
      const meId = state.session.meId;
      if (verdict === 'authorize' && meId)
        dispatch(followCountsChanged({ targetId: meId, meId: null, delta: 1 }));
      return result.value;
    },
  );

/** Authorize: the requester now follows the reader. */
export const authorizeFollowRequest = answer('accounts/authorizeFollowRequest', 'authorize');
export const rejectFollowRequest = answer('accounts/rejectFollowRequest', 'reject');
