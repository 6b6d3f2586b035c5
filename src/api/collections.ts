/**
 * Named collections of the reader's (kmyblue's bookmark categories; lists, antennas and
 * circles share the shape): one set of calls, the path chosen by kind.
 */
import { normaliseCollectionItem, normaliseCollectionItems } from '../entities/collection';
import type { CollectionItem } from '../entities/types';
import { ignoreBody, mapResult, type ApiClient, type ApiResult } from './client';

export type CollectionKind = 'bookmark_categories';

const id = encodeURIComponent;
const base = (kind: CollectionKind) => `/api/v1/${kind}`;

export async function fetchCollection(
  client: ApiClient,
  kind: CollectionKind,
): Promise<ApiResult<CollectionItem[]>> {
  return mapResult(await client.request('GET', base(kind)), normaliseCollectionItems);
}

export async function fetchCollectionItem(
  client: ApiClient,
  kind: CollectionKind,
  itemId: string,
): Promise<ApiResult<CollectionItem>> {
  return mapResult(
    await client.request('GET', `${base(kind)}/${id(itemId)}`),
    normaliseCollectionItem,
  );
}

export async function createCollectionItem(
  client: ApiClient,
  kind: CollectionKind,
  title: string,
): Promise<ApiResult<CollectionItem>> {
  return mapResult(
    await client.request('POST', base(kind), { json: { title } }),
    normaliseCollectionItem,
  );
}

export async function updateCollectionItem(
  client: ApiClient,
  kind: CollectionKind,
  itemId: string,
  title: string,
): Promise<ApiResult<CollectionItem>> {
  return mapResult(
    await client.request('PUT', `${base(kind)}/${id(itemId)}`, { json: { title } }),
    normaliseCollectionItem,
  );
}

export async function deleteCollectionItem(
  client: ApiClient,
  kind: CollectionKind,
  itemId: string,
): Promise<ApiResult<null>> {
  return mapResult(await client.request('DELETE', `${base(kind)}/${id(itemId)}`), ignoreBody);
}

/** Adds (POST) or takes out (DELETE) statuses of a collection, with status_ids. */
export async function changeCollectionStatuses(
  client: ApiClient,
  kind: CollectionKind,
  itemId: string,
  statusIds: string[],
  add: boolean,
): Promise<ApiResult<null>> {
  const path = `${base(kind)}/${id(itemId)}/statuses`;
  return mapResult(
    await client.request(add ? 'POST' : 'DELETE', path, { json: { status_ids: statusIds } }),
    ignoreBody,
  );
}

/** kmyblue: GET v1/statuses/{id}/bookmark_categories, the categories holding a status. */
export async function fetchStatusBookmarkCategories(
  client: ApiClient,
  statusId: string,
): Promise<ApiResult<CollectionItem[]>> {
  return mapResult(
    await client.request('GET', `/api/v1/statuses/${id(statusId)}/bookmark_categories`),
    normaliseCollectionItems,
  );
}
