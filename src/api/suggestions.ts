import { normaliseSuggestions } from '../entities/suggestion';
import type { EntityBundle } from '../entities/types';
import { ignoreBody, mapResult, type ApiClient, type ApiResult } from './client';

/** Suggestions come 20 at a time. */
export const SUGGESTIONS_LIMIT = 20;

export async function fetchSuggestions(
  client: ApiClient,
  limit = SUGGESTIONS_LIMIT,
): Promise<ApiResult<{ accountIds: string[]; bundle: EntityBundle }>> {
  return mapResult(
    await client.request('GET', '/api/v2/suggestions', { query: { limit } }),
    normaliseSuggestions,
  );
}

export async function dismissSuggestion(
  client: ApiClient,
  accountId: string,
): Promise<ApiResult<null>> {
  const path = `/api/v1/suggestions/${encodeURIComponent(accountId)}`;
  return mapResult(await client.request('DELETE', path), ignoreBody);
}
