import type { ApiSuggestionJSON } from '../api/types';
import { normaliseAccount } from './account';
import { dedupeBundle, emptyBundle } from './bundle';
import { readItem } from './statusList';
import type { EntityBundle } from './types';
import { asArray, isObject, wireObject } from './validate';

/** GET /api/v2/suggestions: the suggested accounts in order; unreadable ones are left out. */
export function normaliseSuggestions(json: unknown): {
  accountIds: string[];
  bundle: EntityBundle;
} {
  const bundle = emptyBundle();
  const accountIds: string[] = [];
  for (const item of asArray(json, 'Suggestions')) {
    // v1 answered bare accounts; v2 wraps each in {source(s), account}.
    const wrapped = wireObject<ApiSuggestionJSON>(item)?.account;
    const account = isObject(wrapped) ? wrapped : item;
    const read = readItem(account, bundle, normaliseAccount);
    if (!('invalid' in read)) accountIds.push(read.id);
  }
  return { accountIds, bundle: dedupeBundle(bundle) };
}
