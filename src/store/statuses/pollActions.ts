import { fetchPoll, votePoll } from '../../api/polls';
import { pollReceived } from './statuses';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** The vote response replaces the stored poll. */
export const voteInPoll = createAppAsyncThunk(
  'polls/vote',
  async (
    { pollId, choices }: { pollId: string; choices: number[] },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await votePoll(clientOf(getState(), extra), pollId, choices);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(pollReceived(result.value));
    return undefined;
  },
);

export const refreshPoll = createAppAsyncThunk(
  'polls/refresh',
  async (pollId: string, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await fetchPoll(clientOf(getState(), extra), pollId);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(pollReceived(result.value));
    return undefined;
  },
);
