import { fetchAccount, lookupAccount } from '../../api/accounts';
import { accountNotFound } from './accounts';
import { entitiesReceived } from '../entities';
import { fetchRelationshipsBatched } from './relationshipBatch';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** Lookups raise no alert; a 404 records the account as not existing. */
export const lookupAccountByAcct = createAppAsyncThunk(
  'accounts/lookup',
  async (acct: string, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await lookupAccount(clientOf(getState(), extra), acct);
    if (!result.ok) {
      if (result.error.status === 404) dispatch(accountNotFound(acct));
      return rejectWithValue(result.error, { skipAlert: true });
    }
    dispatch(entitiesReceived(result.value.bundle));
    dispatch(fetchRelationshipsBatched([result.value.account.id]));
    return result.value.account.id;
  },
);

export const loadAccount = createAppAsyncThunk(
  'accounts/fetch',
  async (id: string, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await fetchAccount(clientOf(getState(), extra), id);
    if (!result.ok) return rejectWithValue(result.error, { skipAlert: true });
    dispatch(entitiesReceived(result.value.bundle));
    dispatch(fetchRelationshipsBatched([id]));
    return id;
  },
);
