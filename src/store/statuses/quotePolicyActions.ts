/** Quotes of one's own post managed afterwards: who may quote it, and revoking a quote. */
import { revokeQuote, updateQuotePolicy } from '../../api/quotes';
import { entitiesReceived } from '../entities';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** The answer carries the post's new quote_approval, so every view of it follows. */
export const changeQuotePolicy = createAppAsyncThunk(
  'statuses/changeQuotePolicy',
  async (
    { id, policy }: { id: string; policy: string },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await updateQuotePolicy(clientOf(getState(), extra), id, policy);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(entitiesReceived(result.value.bundle));
    return id;
  },
);

/** The quoting post comes back with its quote revoked, and shows it so where it is. */
export const revokeQuoteOf = createAppAsyncThunk(
  'statuses/revokeQuote',
  async (
    { statusId, quotingId }: { statusId: string; quotingId: string },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await revokeQuote(clientOf(getState(), extra), statusId, quotingId);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(entitiesReceived(result.value.bundle));
    return quotingId;
  },
);
