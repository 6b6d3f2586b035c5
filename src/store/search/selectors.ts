import { createSelector } from '@reduxjs/toolkit';
import { sameData } from '../../lib/sameData';
import type { RootState } from '../index';

export const selectSearchValue = (state: RootState) => state.search.value;
export const selectSearchHistory = (state: RootState) => state.search.history;
export const selectSearchQuery = (state: RootState) => state.search.q;
export const selectSearchResults = (state: RootState) => state.search.results;
export const selectIsSearching = (state: RootState) => state.search.isLoading;
export const selectSearchFailure = (state: RootState) => state.search.failure;

/** A suggestion in the search box: an account (opened by its acct) or a hashtag. */
export type SearchSuggestion =
  { kind: 'account'; id: string; acct: string } | { kind: 'hashtag'; name: string };

/** The suggestions for what the box holds now (none while they are being asked), in order. */
export const selectSearchSuggestions = createSelector(
  [
    (state: RootState) => state.search.suggestions,
    selectSearchValue,
    (state: RootState) => state.accounts.entities,
  ],
  (suggestions, value, accounts): SearchSuggestion[] => {
    if (suggestions.value !== value) return [];
    return [
      ...suggestions.accountIds.flatMap((id) => {
        const account = accounts[id];
        return account ? [{ kind: 'account' as const, id, acct: account.acct }] : [];
      }),
      ...suggestions.hashtags.map((name) => ({ kind: 'hashtag' as const, name })),
    ];
  },
  // The accounts change with every streamed post; the suggestions rarely do.
  { memoizeOptions: { resultEqualityCheck: sameData } },
);
