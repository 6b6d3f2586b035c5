import { fetchStatus } from '../../api/statuses';
import { entitiesReceived } from '../entities';
import { quoteStateChanged } from './statuses';
import { clientOf, createAppAsyncThunk } from '../thunk';

/**
 * A quote that came as an id only: load the quoted status. A 404 marks the
 * parent's quote deleted, with no alert; an answer that cannot be read raises none either.
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
      // A quoted post that cannot be read says so in its place; an alert would say it twice.
      const unreadable = result.error.kind === 'invalid' || result.error.kind === 'unparsable';
      return rejectWithValue(result.error, { skipNotFound: true, skipAlert: unreadable });
    }
    dispatch(entitiesReceived(result.value.bundle));
    return undefined;
  },
);
