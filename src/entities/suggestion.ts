import type { ApiSuggestionJSON } from '../api/types';
import { normaliseAccount } from './account';
import { dedupeBundle, emptyBundle } from './bundle';
import { readItem } from './statusList';
import type { EntityBundle } from './types';
import { asArray, isObject, type Wire } from './validate';

/** GET /api/v2/suggestions: the suggested accounts in order; unreadable ones are left out. */
export function normaliseSuggestions(json: unknown): {
  accountIds: string[];
  bundle: EntityBundle;
} {
  const bundle = emptyBundle();
  const accountIds: string[] = [];
  for (const item of asArray(json, 'Suggestions')) {
    // v1 answered bare accounts; v2 wraps each in {source(s), account}.
    const suggestion: Wire<ApiSuggestionJSON> = isObject(item) ? item : {};
    const account = isObject(suggestion.account) ? suggestion.account : item;
    const read = readItem(account, bundle, normaliseAccount);
    if (!('invalid' in read)) accountIds.push(read.id);
  }
  return { accountIds, bundle: dedupeBundle(bundle) };
}
