/** Records the composer reads from the wire: hashtag suggestions, a status's source. */
import type {
  ApiSearchResultsJSON,
  ApiStatusJSON,
  ApiStatusSourceJSON,
  ApiTagHistoryJSON,
  ApiTagJSON,
} from '../api/types';
import { emptyBundle } from './bundle';
import { normaliseAccount } from './account';
import type { Account, EntityBundle, StatusSource, TagSuggestion } from './types';
import { asArray, readEach, reader, wireObject } from './validate';

export function normaliseTagSuggestion(json: unknown): TagSuggestion {
  const r = reader<ApiTagJSON>(json, 'Tag');
  const uses = r
    .array('history')
    .map((day) => {
      const history = wireObject<ApiTagHistoryJSON>(day);
      return history ? Number(history.uses) : 0;
    })
    .filter((n) => Number.isFinite(n))
    .reduce((a, b) => a + b, 0);
  return { name: r.string('name'), uses };
}

export function normaliseStatusSource(json: unknown): StatusSource {
  const r = reader<ApiStatusSourceJSON>(json, 'Status source');
  return {
    id: r.string('id'),
    text: r.stringOr('text', ''),
    spoilerText: r.stringOr('spoiler_text', ''),
  };
}

/** Accounts for autocomplete: bad ones are left out. */
export function normaliseAccountList(json: unknown): { accounts: Account[]; bundle: EntityBundle } {
  const bundle = emptyBundle();
  const accounts = readEach(asArray(json, 'Accounts'), (item) => normaliseAccount(item, bundle));
  return { accounts, bundle };
}

export function normaliseHashtagSearch(json: unknown): TagSuggestion[] {
  const r = reader<ApiSearchResultsJSON>(json, 'Search results');
  return readEach(r.array('hashtags'), normaliseTagSuggestion);
}

/** The text a deleted status's answer carries (for re-drafting). */
export const deletedStatusText = (json: unknown): string =>
  reader<ApiStatusJSON>(json, 'Status').stringOr('text', '');
