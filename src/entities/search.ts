/** Search answers and the search history, read from the wire and from storage. */
import type { ApiSearchResultsJSON, ApiTagHistoryJSON, ApiTagJSON } from '../api/types';
import { normaliseAccount } from './account';
import { dedupeBundle, emptyBundle } from './bundle';
import { normaliseStatus } from './status';
import { readItem } from './statusList';
import type {
  EntityBundle,
  InvalidEntity,
  SearchHashtag,
  SearchHistoryEntry,
  SearchResults,
} from './types';
import { isObject, known, reader, wireObject } from './validate';

export const SEARCH_HISTORY_TYPES = ['search', 'account', 'hashtag'] as const;

/** Mastodon counts the people of the last two days of a hashtag's history. */
const RECENT_HISTORY_DAYS = 2;

export function normaliseSearchHashtag(json: unknown): SearchHashtag {
  const r = reader<ApiTagJSON>(json, 'Tag');
  const recentPeople = r
    .array('history')
    .slice(0, RECENT_HISTORY_DAYS)
    .map((day) => Number(wireObject<ApiTagHistoryJSON>(day)?.accounts ?? 0))
    .filter((n) => Number.isFinite(n))
    .reduce((a, b) => a + b, 0);
  return { name: r.string('name'), recentPeople };
}

/**
 * GET v2/search: every item read on its own, so a bad one becomes an error in its place;
 * the accounts and statuses go to the bundle.
 */
export function normaliseSearchResults(json: unknown): SearchResults & { bundle: EntityBundle } {
  const r = reader<ApiSearchResultsJSON>(json, 'Search results');
  const bundle = emptyBundle();
  const ids = (
    items: unknown[],
    read: (json: unknown, part: EntityBundle) => { id: string },
  ): Array<string | InvalidEntity> =>
    items.map((item) => {
      const value = readItem(item, bundle, read);
      return 'invalid' in value ? value : value.id;
    });
  return {
    accounts: ids(r.array('accounts'), normaliseAccount),
    statuses: ids(r.array('statuses'), normaliseStatus),
    hashtags: r.array('hashtags').map((item) => readItem(item, bundle, normaliseSearchHashtag)),
    bundle: dedupeBundle(bundle),
  };
}

/** The history as stored: anything unreadable is left out. */
export function readSearchHistory(stored: unknown): SearchHistoryEntry[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item: unknown) => {
    if (!isObject(item) || typeof item.q !== 'string') return [];
    const type = known(item.type, SEARCH_HISTORY_TYPES);
    return type ? [{ type, q: item.q }] : [];
  });
}
