import * as accountsApi from '../../api/accounts';
import { relationshipsReceived } from './relationships';
import { purgeAccount } from '../statuses/removalActions';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** Block; on success the account's statuses, notifications and the rest are purged. */
export const blockAccount = createAppAsyncThunk(
  'accounts/block',
  async (accountId: string, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await accountsApi.blockAccount(clientOf(getState(), extra), accountId);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(relationshipsReceived([result.value]));
    dispatch(purgeAccount(accountId));
    return result.value;
  },
);

/** Mute with notifications and duration (seconds, 0 = indefinitely); purges on success. */
export const muteAccount = createAppAsyncThunk(
  'accounts/mute',
  async (
    {
      accountId,
      notifications,
      duration,
    }: { accountId: string; notifications: boolean; duration: number },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await accountsApi.muteAccount(clientOf(getState(), extra), accountId, {
      notifications,
      duration,
    });
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(relationshipsReceived([result.value]));
    dispatch(purgeAccount(accountId));
    return result.value;
  },
);

export const unblockAccount = createAppAsyncThunk(
  'accounts/unblock',
  async (accountId: string, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await accountsApi.unblockAccount(clientOf(getState(), extra), accountId);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(relationshipsReceived([result.value]));
    return result.value;
  },
);

export const unmuteAccount = createAppAsyncThunk(
  'accounts/unmute',
  async (accountId: string, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await accountsApi.unmuteAccount(clientOf(getState(), extra), accountId);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(relationshipsReceived([result.value]));
    return result.value;
  },
);
