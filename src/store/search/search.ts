/**
 * The search: what is typed in the search box and its suggestions, the results of the last
 * search by kind, and the recent searches (kept per account by searchListeners.ts).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SearchHashtag, SearchHistoryEntry } from '../../entities/types';
import type { HeldIds } from '../memory/heldIds';
import type { ApiError } from '../../api/client';
import { expandSearch, loadSearchSuggestions, submitSearch } from './searchActions';
import {
  addToSearchHistory,
  firstPage,
  nextPage,
  removeFromSearchHistory,
  type ResultsPage,
} from './searchRules';

export interface SearchState {
  /** What the search box holds. */
  value: string;
  /** Suggestions for `value` when they were asked (older answers are dropped). */
  suggestions: { value: string; accountIds: string[]; hashtags: string[] };
  /** The query whose results are shown. */
  q: string | null;
  isLoading: boolean;
  results: {
    accounts: ResultsPage<string>;
    statuses: ResultsPage<string>;
    hashtags: ResultsPage<SearchHashtag>;
  } | null;
  history: SearchHistoryEntry[];
  /** Why the search for `q` failed: shown in place of the results with a retry. */
  failure: ApiError | null;
}

const initialState: SearchState = {
  value: '',
  suggestions: { value: '', accountIds: [], hashtags: [] },
  q: null,
  isLoading: false,
  results: null,
  history: [],
  failure: null,
};

const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchValueChanged(state, action: PayloadAction<string>) {
      state.value = action.payload;
    },
    searchHistoryLoaded(state, action: PayloadAction<SearchHistoryEntry[]>) {
      state.history = action.payload.reduceRight(addToSearchHistory, state.history);
    },
    /** An account or hashtag was opened from the search box. */
    searchHistoryEntryAdded(state, action: PayloadAction<SearchHistoryEntry>) {
      state.history = addToSearchHistory(state.history, action.payload);
    },
    searchHistoryEntryRemoved(state, action: PayloadAction<SearchHistoryEntry>) {
      state.history = removeFromSearchHistory(state.history, action.payload);
    },
    searchHistoryCleared(state) {
      state.history = [];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(submitSearch.pending, (state, action) => {
        state.q = action.meta.arg;
        state.value = action.meta.arg;
        state.isLoading = true;
        state.results = null;
        state.failure = null;
        state.history = addToSearchHistory(state.history, { type: 'search', q: action.meta.arg });
      })
      .addCase(submitSearch.fulfilled, (state, action) => {
        if (state.q !== action.meta.arg) return;
        const { accounts, statuses, hashtags } = action.payload.results;
        state.isLoading = false;
        state.results = {
          accounts: firstPage(accounts),
          statuses: firstPage(statuses),
          hashtags: firstPage(hashtags),
        };
      })
      .addCase(submitSearch.rejected, (state, action) => {
        if (state.q !== action.meta.arg) return;
        state.isLoading = false;
        // A search given up for a newer one failed at nothing.
        if (action.payload && action.payload.kind !== 'abort') state.failure = action.payload;
      })
      .addCase(expandSearch.pending, (state, action) => {
        if (state.results) state.results[action.meta.arg].isLoading = true;
      })
      .addCase(expandSearch.rejected, (state, action) => {
        if (state.results) state.results[action.meta.arg].isLoading = false;
      })
      .addCase(expandSearch.fulfilled, (state, { meta, payload }) => {
        const results = state.results;
        if (!results) return;
        if (meta.arg === 'hashtags')
          results.hashtags = nextPage(results.hashtags, payload.hashtags);
        else results[meta.arg] = nextPage(results[meta.arg], payload[meta.arg]);
      })
      .addCase(loadSearchSuggestions.fulfilled, (state, action) => {
        if (state.value !== action.meta.arg) return;
        state.suggestions = {
          value: action.meta.arg,
          accountIds: action.payload.accounts,
          hashtags: action.payload.hashtags,
        };
      });
  },
});

export const {
  searchValueChanged,
  searchHistoryLoaded,
  searchHistoryEntryAdded,
  searchHistoryEntryRemoved,
  searchHistoryCleared,
} = searchSlice.actions;

export default searchSlice.reducer;

const validIds = (page: ResultsPage<string> | undefined) =>
  (page?.items ?? []).filter((item): item is string => typeof item === 'string');

/** The accounts and statuses shown in the results and suggestions. */
export const searchHeldIds = (search: SearchState): HeldIds => ({
  accountIds: [...validIds(search.results?.accounts), ...search.suggestions.accountIds],
  statusIds: validIds(search.results?.statuses),
});
