/**
 * What an account page shows beside the account, by account id: featured tags, endorsed
 * accounts, familiar followers, pinned posts and which of the reader's lists hold it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeaturedTag } from '../../entities/types';
import { entitiesSwept } from '../entities';
import type { HeldIds } from '../memory/heldIds';

export interface AccountProfile {
  featuredTags: FeaturedTag[] | null;
  endorsementIds: string[] | null;
  familiarFollowerIds: string[] | null;
  pinnedStatusIds: string[] | null;
  /** The reader's lists holding the account, once asked. */
  listIds: string[] | null;
}

type State = Record<string, AccountProfile>;

const emptyProfile = (): AccountProfile => ({
  featuredTags: null,
  endorsementIds: null,
  familiarFollowerIds: null,
  pinnedStatusIds: null,
  listIds: null,
});

const initialState: State = {};

const profilesSlice = createSlice({
  name: 'accountProfiles',
  initialState,
  reducers: {
    accountProfilePartReceived(
      state,
      action: PayloadAction<{ accountId: string; part: Partial<AccountProfile> }>,
    ) {
      const { accountId, part } = action.payload;
      state[accountId] = { ...(state[accountId] ?? emptyProfile()), ...part };
    },
    familiarFollowersReceived(state, action: PayloadAction<Record<string, string[]>>) {
      for (const [accountId, ids] of Object.entries(action.payload)) {
        state[accountId] = { ...(state[accountId] ?? emptyProfile()), familiarFollowerIds: ids };
      }
    },
    /** Added to or taken out of one of the reader's lists (a failure is this again, undone). */
    accountListMembershipChanged(
      state,
      action: PayloadAction<{ accountId: string; listId: string; member: boolean }>,
    ) {
      const { accountId, listId, member } = action.payload;
      const profile = state[accountId];
      if (!profile?.listIds) return;
      profile.listIds = member
        ? [...new Set([...profile.listIds, listId])]
        : profile.listIds.filter((id) => id !== listId);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(entitiesSwept, (state, action) => {
      for (const id of action.payload.accountIds) delete state[id];
    });
  },
});

export const {
  accountProfilePartReceived,
  familiarFollowersReceived,
  accountListMembershipChanged,
} = profilesSlice.actions;
export default profilesSlice.reducer;

/**
 * Profiles are kept by account id (and swept with the account). What a profile shows is
 * retained by the screen showing it, not held here.
 */
export const accountProfileStoredIds = (state: State): HeldIds => ({
  accountIds: Object.keys(state),
});
