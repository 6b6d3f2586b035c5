import { createSelector } from '@reduxjs/toolkit';
import type { Account } from '../../entities/types';
import type { RootState } from '../index';

/** What the reader is to this account (following, blocking, …), once it has been asked. */
export const selectRelationship = (state: RootState, accountId: string) =>
  state.relationships[accountId];

/** The id an acct was found under; null without an acct or when the lookup said 404. */
export const selectAccountIdByAcct = (state: RootState, acct: string | null | undefined) =>
  acct ? state.accounts.byAcct[acct.toLowerCase()] : null;

/** Follow suggestions: the account ids and whether they have been asked for. */
export const selectSuggestions = (state: RootState) => state.suggestions;

/** What the account page shows beside the account, once loaded. */
export const selectAccountProfile = (state: RootState, accountId: string) =>
  state.accountProfiles[accountId];

/** The stored accounts of these ids, in order (ids not stored are left out). */
export const selectAccountsByIds = createSelector(
  [(state: RootState) => state.accounts.entities, (_: RootState, ids: readonly string[]) => ids],
  (entities, ids): Account[] => ids.flatMap((id) => entities[id] ?? []),
);
