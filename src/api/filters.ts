import { normaliseFilter, normaliseFilterStatus, normaliseFilters } from '../entities/filter';
import type { Filter } from '../entities/types';
import { ignoreBody, mapResult, type ApiClient, type ApiResult } from './client';
import type { ApiFilterBody } from './types';

const id = encodeURIComponent;

/** GET v2/filters. */
export async function fetchFilters(client: ApiClient): Promise<ApiResult<Filter[]>> {
  return mapResult(await client.request('GET', '/api/v2/filters'), normaliseFilters);
}

/** POST v2/filters (body from entities/filterRequest.ts). */
export async function createFilter(
  client: ApiClient,
  json: ApiFilterBody,
): Promise<ApiResult<Filter>> {
  return mapResult(await client.request('POST', '/api/v2/filters', { json }), normaliseFilter);
}

/** PUT v2/filters/:id: keywords change in the same request, as keywords_attributes. */
export async function updateFilter(
  client: ApiClient,
  filterId: string,
  json: ApiFilterBody,
): Promise<ApiResult<Filter>> {
  const path = `/api/v2/filters/${id(filterId)}`;
  return mapResult(await client.request('PUT', path, { json }), normaliseFilter);
}

/** DELETE v2/filters/:id. */
export async function deleteFilter(client: ApiClient, filterId: string): Promise<ApiResult<null>> {
  return mapResult(await client.request('DELETE', `/api/v2/filters/${id(filterId)}`), ignoreBody);
}

/** POST v2/filters/{filter_id}/statuses ('Filter this post'): the filter status record. */
export async function addFilterStatus(
  client: ApiClient,
  filterId: string,
  statusId: string,
): Promise<ApiResult<{ id: string; statusId: string }>> {
  const path = `/api/v2/filters/${id(filterId)}/statuses`;
  return mapResult(
    await client.request('POST', path, { json: { status_id: statusId } }),
    normaliseFilterStatus,
  );
}

/** DELETE v2/filters/statuses/:id: the record's id, not the status's. */
export async function removeFilterStatus(
  client: ApiClient,
  recordId: string,
): Promise<ApiResult<null>> {
  return mapResult(
    await client.request('DELETE', `/api/v2/filters/statuses/${id(recordId)}`),
    ignoreBody,
  );
}
