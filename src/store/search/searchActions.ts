/** Searching: the results screen, "Load more" per kind, and suggestions while typing. */
import * as searchApi from '../../api/search';
import type { EntityBundle, SearchResults, SearchType } from '../../entities/types';
import {
  ACCOUNT_SUGGESTIONS_MAX,
  HASHTAG_SUGGESTIONS_MAX,
  SEARCH_EXPAND_LIMIT,
  SEARCH_FIRST_LIMIT,
} from '../constants';
import { entitiesReceived } from '../entities';
import { selectIsSignedIn } from '../selectors';
import { clientOf, createAppAsyncThunk } from '../thunk';
import { isResolvableQuery, suggestionLimits, suggestionQueries } from './searchRules';

/**
 * Where a looked-up URL or handle leads when it found exactly one account or status (and
 * nothing else): that account's or status's page.
 */
export function directPath(results: SearchResults, bundle: EntityBundle): string | null {
  const ids = [...results.accounts, ...results.statuses];
  if (ids.length !== 1 || results.hashtags.length || typeof ids[0] !== 'string') return null;
  const [id] = ids;
  const account = bundle.accounts.find((a) => a.id === id);
  if (account && results.accounts.length) return `/@${account.acct}`;
  const status = bundle.statuses.find((s) => s.id === id);
  const author = bundle.accounts.find((a) => a.id === status?.accountId);
  return status && author ? `/@${author.acct}/${status.id}` : null;
}

/** GET v2/search, limit 11 of each kind; a URL or handle is looked up (resolve). */
export const submitSearch = createAppAsyncThunk(
  'search/submit',
  async (q: string, { getState, extra, dispatch, rejectWithValue, signal }) => {
    const state = getState();
    // Looking up needs a token (a visitor gets 401), as does paging.
    const resolve = selectIsSignedIn(state) && isResolvableQuery(q);
    const result = await searchApi.search(
      clientOf(state, extra),
      { q, resolve, limit: SEARCH_FIRST_LIMIT },
      signal,
    );
    // The results' place says so, with a retry; an alert would say it twice.
    if (!result.ok) return rejectWithValue(result.error, { skipAlert: true });
    const { bundle, ...results } = result.value;
    dispatch(entitiesReceived(bundle));
    return { results, direct: resolve ? directPath(results, bundle) : null };
  },
);

/** "Load more": 10 more of one kind, after those shown. */
export const expandSearch = createAppAsyncThunk(
  'search/expand',
  async (type: SearchType, { getState, extra, dispatch, rejectWithValue }) => {
    const state = getState();
    const { q, results: shown } = state.search;
    const offset = shown?.[type].items.length ?? 0;
    const result = await searchApi.search(clientOf(state, extra), {
      q: q ?? '',
      type,
      resolve: false,
      limit: SEARCH_EXPAND_LIMIT,
      offset,
    });
    if (!result.ok) return rejectWithValue(result.error, {});
    const { bundle, ...results } = result.value;
    dispatch(entitiesReceived(bundle));
    return results;
  },
  {
    condition: (type, { getState }) => {
      const { q, results } = getState().search;
      return Boolean(q && results?.[type].hasMore && !results[type].isLoading);
    },
  },
);

/**
 * Up to 4 accounts (v1 accounts/search, resolve false, limit 4; signed-in readers only) and 4
 * hashtags (v2 search, type hashtags, limit 4, exclude_unreviewed) for what is typed.
 */
export const loadSearchSuggestions = createAppAsyncThunk(
  'search/suggestions',
  async (value: string, { getState, extra, dispatch }) => {
    const state = getState();
    const client = clientOf(state, extra);
    const queries = suggestionQueries(value);
    const wantsAccounts = queries.accounts !== null && selectIsSignedIn(state);
    const [accounts, hashtags] = await Promise.all([
      wantsAccounts
        ? searchApi.searchAccounts(client, queries.accounts ?? '', ACCOUNT_SUGGESTIONS_MAX)
        : null,
      queries.hashtags !== null
        ? searchApi.searchHashtags(client, queries.hashtags, HASHTAG_SUGGESTIONS_MAX)
        : null,
    ]);
    // Suggestions that fail are simply not shown.
    if (accounts?.ok) dispatch(entitiesReceived(accounts.value.bundle));
    return suggestionLimits(
      accounts?.ok ? accounts.value.accounts.map((a) => a.id) : [],
      hashtags?.ok ? hashtags.value.map((t) => t.name) : [],
    );
  },
);
