import { fetchStatus } from '../../api/statuses';
import { entitiesReceived } from '../entities';
import { quoteStateChanged } from './statuses';
import { clientOf, createAppAsyncThunk } from '../thunk';

/**
 * A quote that came as an id only: load the quoted status. A 404 marks the
 * parent's quote deleted, with no alert.
 */
export const loadQuotedStatus = createAppAsyncThunk(
  'statuses/loadQuoted',
  async (
    { parentId, quotedId }: { parentId: string; quotedId: string },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await fetchStatus(clientOf(getState(), extra), quotedId);
    if (!result.ok) {
      if (result.error.status === 404)
        dispatch(quoteStateChanged({ id: parentId, state: 'deleted' }));
      return rejectWithValue(result.error, { skipNotFound: true });
    }
    dispatch(entitiesReceived(result.value.bundle));
    return undefined;
  },
);
