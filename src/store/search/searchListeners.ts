/** The search's side effects: suggestions after typing stops, and the recent searches kept. */
import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { readSearchHistory } from '../../entities/search';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../constants';
import type { StoreDeps } from '../deps';
import type { AppDispatch, RootState } from '../index';
import { scopeOf } from '../session/persistence';
import { sessionConnected } from '../session/session';
import {
  searchHistoryCleared,
  searchHistoryEntryAdded,
  searchHistoryEntryRemoved,
  searchHistoryLoaded,
  searchValueChanged,
} from './search';
import { loadSearchSuggestions, submitSearch } from './searchActions';
import { suggestionQueries } from './searchRules';

type Listener = ListenerMiddlewareInstance<RootState, AppDispatch, StoreDeps>;

/** The recent searches, per server and account (SPEC §9: storage scoped per user). */
export const searchHistoryKey = (state: RootState) => `searchHistory:${scopeOf(state)}`;

export function registerSearchListeners(listener: Listener) {
  listener.startListening({
    actionCreator: sessionConnected,
    effect: async (_action, api) => {
      const stored = await api.extra.db.get(searchHistoryKey(api.getState())).catch(() => null);
      api.dispatch(searchHistoryLoaded(readSearchHistory(stored)));
    },
  });

  listener.startListening({
    matcher: isAnyOf(
      submitSearch.pending,
      searchHistoryEntryAdded,
      searchHistoryEntryRemoved,
      searchHistoryCleared,
    ),
    effect: async (_action, api) => {
      const state = api.getState();
      if (!state.session.origin || !state.session.meId) return;
      await api.extra.db.set(searchHistoryKey(state), state.search.history).catch(() => undefined);
    },
  });

  // Asked once typing has paused for 200 ms; a later keystroke cancels the wait.
  listener.startListening({
    actionCreator: searchValueChanged,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const queries = suggestionQueries(action.payload);
      if (queries.accounts === null && queries.hashtags === null) return;
      await api.delay(AUTOCOMPLETE_DEBOUNCE_MS);
      await api.dispatch(loadSearchSuggestions(action.payload));
    },
  });
}
