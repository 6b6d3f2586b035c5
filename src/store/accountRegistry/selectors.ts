import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../index';
import { recordKey } from '../session/sessionRecords';

export const selectSignedInAccounts = (state: RootState) => state.accountRegistry.accounts;

/** The key of the account using the client now (null for a visitor or no session). */
export const selectCurrentAccountKey = (state: RootState): string | null => {
  const { origin, meId } = state.session;
  return origin && meId ? recordKey({ origin, accountId: meId }) : null;
};

/** The signed-in accounts other than the current one. */
export const selectOtherAccounts = createSelector(
  [selectSignedInAccounts, selectCurrentAccountKey],
  (accounts, current) => accounts.filter((a) => a.key !== current),
);

export const selectSignedInAccount = (state: RootState, key: string | undefined) =>
  key === undefined ? undefined : state.accountRegistry.accounts.find((a) => a.key === key);
