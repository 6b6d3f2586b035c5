import { normaliseAccountList, normaliseHashtagSearch } from '../entities/compose';
import { normaliseSearchResults } from '../entities/search';
import type { Account, EntityBundle, SearchResults, TagSuggestion } from '../entities/types';
import { mapResult, type ApiClient, type ApiResult } from './client';
import type { ApiSearchType } from './types';

/**
 * Only among whom the reader follows (Mastodon's following) or who follow the reader
 * (kmyblue's follower; other servers ignore it).
 */
export interface AccountSearchScope {
  following?: boolean;
  follower?: boolean;
}

/** GET v1/accounts/search, q, resolve false, limit 4. */
export async function searchAccounts(
  client: ApiClient,
  q: string,
  limit: number,
  signal?: AbortSignal,
  scope: AccountSearchScope = {},
): Promise<ApiResult<{ accounts: Account[]; bundle: EntityBundle }>> {
  const only = {
    following: scope.following ? 'true' : undefined,
    follower: scope.follower ? 'true' : undefined,
  };
  return mapResult(
    await client.request('GET', '/api/v1/accounts/search', {
      query: { q, resolve: 'false', limit, ...only },
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

export interface SearchParams {
  q: string;
  /** One kind of result (needed for offset); all three when absent. */
  type?: ApiSearchType;
  /** Look a URL or handle up (signed-in readers only). */
  resolve: boolean;
  limit: number;
  /** Left out when 0: a visitor may not send it at all. */
  offset?: number;
}

/** GET v2/search, q, type, resolve, limit, offset. */
export async function search(
  client: ApiClient,
  { q, type, resolve, limit, offset }: SearchParams,
  signal?: AbortSignal,
): Promise<ApiResult<SearchResults & { bundle: EntityBundle }>> {
  return mapResult(
    await client.request('GET', '/api/v2/search', {
      query: { q, type, resolve: String(resolve), limit, offset: offset || undefined },
      signal,
    }),
    normaliseSearchResults,
  );
}
