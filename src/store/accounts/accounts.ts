import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HeldIds } from '../memory/heldIds';
import type { Account } from '../../entities/types';
import { entitiesReceived, entitiesSwept } from '../entities';
import { plain, settled } from '../plain';
import { sameData } from '../../lib/sameData';
import { adjustedCount } from './followCounts';

const adapter = createEntityAdapter<Account>();

/** acct (lower case) -> id, or null when lookup said 404. */
const byAcct: Record<string, string | null> = {};

const accountsSlice = createSlice({
  name: 'accounts',
  initialState: adapter.getInitialState({ byAcct }),
  reducers: {
    accountNotFound(state, action: PayloadAction<string>) {
      state.byAcct[action.payload.toLowerCase()] = null;
    },
    followCountsChanged(
      state,
      action: PayloadAction<{ targetId: string; meId: string | null; delta: 1 | -1 }>,
    ) {
      const { targetId, meId, delta } = action.payload;
      const target = state.entities[targetId];
      if (target) target.followersCount = adjustedCount(target.followersCount, delta);
      const me = meId ? state.entities[meId] : undefined;
      if (me) me.followingCount = adjustedCount(me.followingCount, delta);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(entitiesReceived, (state, action) => {
      for (const received of action.payload.accounts) {
        const stored = plain(state.entities[received.id]);
        // Only the list of muted accounts tells when a mute ends: the same account in a
        // post read later keeps what it said.
        const account =
          received.muteExpiresAt === undefined && stored?.muteExpiresAt !== undefined
            ? { ...received, muteExpiresAt: stored.muteExpiresAt }
            : received;
        // An unchanged copy (the same author in every post of a page) keeps the stored
        // object, so nothing showing the account renders again.
        if (!sameData(stored, account)) adapter.setOne(state, settled(account));
        state.byAcct[account.acct.toLowerCase()] = account.id;
      }
    });
    builder.addCase(entitiesSwept, (state, action) => {
      const swept = new Set(action.payload.accountIds);
      adapter.removeMany(state, action.payload.accountIds);
      for (const [acct, id] of Object.entries(state.byAcct)) {
        if (id !== null && swept.has(id)) delete state.byAcct[acct];
      }
    });
  },
});

export const { accountNotFound, followCountsChanged } = accountsSlice.actions;
export const accountsSelectors = adapter.getSelectors();
export default accountsSlice.reducer;

/** The accounts stored, and those byAcct names: what the sweep drops from. */
export const accountStoredIds = (accounts: {
  ids: readonly string[];
  byAcct: Record<string, string | null>;
}): HeldIds => ({ accountIds: [...accounts.ids, ...Object.values(accounts.byAcct)] });
