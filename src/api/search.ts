import { normaliseAccountList, normaliseHashtagSearch } from '../entities/compose';
import type { Account, EntityBundle, TagSuggestion } from '../entities/types';
import { mapResult, type ApiClient, type ApiResult } from './client';

/** GET v1/accounts/search, q, resolve false, limit 4. */
export async function searchAccounts(
  client: ApiClient,
  q: string,
  limit: number,
  signal?: AbortSignal,
): Promise<ApiResult<{ accounts: Account[]; bundle: EntityBundle }>> {
  return mapResult(
    await client.request('GET', '/api/v1/accounts/search', {
      query: { q, resolve: 'false', limit },
      signal,
    }),
    normaliseAccountList,
  );
}

/** GET v2/search, type hashtags, resolve false, limit 4, exclude_unreviewed true. */
export async function searchHashtags(
  client: ApiClient,
  q: string,
  limit: number,
  signal?: AbortSignal,
): Promise<ApiResult<TagSuggestion[]>> {
  return mapResult(
    await client.request('GET', '/api/v2/search', {
      query: { q, type: 'hashtags', resolve: 'false', limit, exclude_unreviewed: 'true' },
      signal,
    }),
    normaliseHashtagSearch,
  );
}
