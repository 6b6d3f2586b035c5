import { blockAccount, muteAccount, unblockAccount, unmuteAccount } from '../../api/accounts';
import { relationshipsReceived } from './relationships';
import { purgeAccount } from '../statuses/removalActions';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** SPEC §4: block; on success the account's statuses, notifications and the rest are purged. */
export const accountBlocked = createAppAsyncThunk(
  'accounts/block',
  async (accountId: string, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await blockAccount(clientOf(getState(), extra), accountId);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(relationshipsReceived([result.value]));
    dispatch(purgeAccount(accountId));
    return result.value;
  },
);

/** SPEC §7: mute with notifications and duration (seconds, 0 = indefinitely); purges on success. */
export const accountMuted = createAppAsyncThunk(
  'accounts/mute',
  async (
    {
      accountId,
      notifications,
      duration,
    }: { accountId: string; notifications: boolean; duration: number },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await muteAccount(clientOf(getState(), extra), accountId, {
      notifications,
      duration,
    });
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(relationshipsReceived([result.value]));
    dispatch(purgeAccount(accountId));
    return result.value;
  },
);

export const accountUnblocked = createAppAsyncThunk(
  'accounts/unblock',
  async (accountId: string, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await unblockAccount(clientOf(getState(), extra), accountId);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(relationshipsReceived([result.value]));
    return result.value;
  },
);

export const accountUnmuted = createAppAsyncThunk(
  'accounts/unmute',
  async (accountId: string, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await unmuteAccount(clientOf(getState(), extra), accountId);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(relationshipsReceived([result.value]));
    return result.value;
  },
);
