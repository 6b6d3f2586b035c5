import type { SEARCH_HISTORY_TYPES } from '../search';
import type { SEARCH_TYPES } from '../values';
import type { InvalidEntity } from './index';

/** A hashtag among search results or suggestions. */
export interface SearchHashtag {
  name: string;
  /** Distinct accounts that used it over the past two days the server reports (Mastodon's). */
  recentPeople: number;
}

/** What a search answered: accounts and statuses by id (their entities in a bundle). */
export interface SearchResults {
  accounts: Array<string | InvalidEntity>;
  statuses: Array<string | InvalidEntity>;
  hashtags: Array<SearchHashtag | InvalidEntity>;
}

/** Search history entry (SPEC §3): what was searched or opened, newest first. */
export type SearchHistoryType = (typeof SEARCH_HISTORY_TYPES)[number];

export interface SearchHistoryEntry {
  type: SearchHistoryType;
  /** The query, the account's acct or the hashtag's name. */
  q: string;
}

/** One kind of search result (the v2 search's `type`). */
export type SearchType = (typeof SEARCH_TYPES)[number];
