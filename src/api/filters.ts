import { normaliseFilter, normaliseFilters } from '../entities/filter';
import type { Filter } from '../entities/types';
import { ignoreBody, mapResult, type ApiClient, type ApiResult } from './client';

const id = encodeURIComponent;

/** GET v2/filters. */
export async function fetchFilters(client: ApiClient): Promise<ApiResult<Filter[]>> {
  return mapResult(await client.request('GET', '/api/v2/filters'), normaliseFilters);
}

export interface FilterPayload {
  title: string;
  context: string[];
  filterAction: Filter['action'];
  keywords?: { keyword: string; wholeWord: boolean }[];
}

/** POST v2/filters with a filter payload. */
export async function createFilter(
  client: ApiClient,
  payload: FilterPayload,
): Promise<ApiResult<Filter>> {
  const json = {
    title: payload.title,
    context: payload.context,
    filter_action: payload.filterAction,
    keywords_attributes: (payload.keywords ?? []).map((k) => ({
      keyword: k.keyword,
      whole_word: k.wholeWord,
    })),
  };
  return mapResult(await client.request('POST', '/api/v2/filters', { json }), normaliseFilter);
}

/** POST v2/filters/{filter_id}/statuses ('Filter this post'). */
export async function addFilterStatus(
  client: ApiClient,
  filterId: string,
  statusId: string,
): Promise<ApiResult<null>> {
  const path = `/api/v2/filters/${id(filterId)}/statuses`;
  return mapResult(
    await client.request('POST', path, { json: { status_id: statusId } }),
    ignoreBody,
  );
}
