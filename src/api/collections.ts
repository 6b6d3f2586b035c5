/**
 * The reader's named collections (bookmark categories, lists, antennas, circles): one set of
 * calls, the paths, normaliser and member kind read from entities/collectionKinds.ts.
 */
import { collectionBody, normaliseCollectionItems } from '../entities/collection';
import { COLLECTION_KINDS, type CollectionKind } from '../entities/collectionKinds';
import type { CollectionChanges, CollectionItem } from '../entities/types';
import { readAccountPage, type AccountPage } from './accounts';
import { ignoreBody, mapResult, type ApiClient, type ApiResult } from './client';

export type { CollectionKind };

const id = encodeURIComponent;
const base = (kind: CollectionKind) => `/api/v1/${COLLECTION_KINDS[kind].path}`;
const itemPath = (kind: CollectionKind, itemId: string) => `${base(kind)}/${id(itemId)}`;

/** Where an item's members are, and the key their ids go under. */
function membersPath(kind: CollectionKind, itemId: string) {
  const holds = COLLECTION_KINDS[kind].holds;
  const key = holds === 'statuses' ? 'status_ids' : 'account_ids';
  return { path: `${itemPath(kind, itemId)}/${holds}`, key };
}

export async function fetchCollections(
  client: ApiClient,
  kind: CollectionKind,
): Promise<ApiResult<CollectionItem[]>> {
  const normalise = COLLECTION_KINDS[kind].normalise;
  return mapResult(await client.request('GET', base(kind)), (json) =>
    normaliseCollectionItems(json, normalise),
  );
}

export async function fetchCollection(
  client: ApiClient,
  kind: CollectionKind,
  itemId: string,
): Promise<ApiResult<CollectionItem>> {
  const normalise = COLLECTION_KINDS[kind].normalise;
  return mapResult(await client.request('GET', itemPath(kind, itemId)), normalise);
}

export async function createCollection(
  client: ApiClient,
  kind: CollectionKind,
  title: string,
): Promise<ApiResult<CollectionItem>> {
  const normalise = COLLECTION_KINDS[kind].normalise;
  return mapResult(await client.request('POST', base(kind), { json: { title } }), normalise);
}

/** PUT: the title, and a list's settings (an absent one stays as it is). */
export async function updateCollection(
  client: ApiClient,
  kind: CollectionKind,
  itemId: string,
  changes: CollectionChanges,
): Promise<ApiResult<CollectionItem>> {
  const normalise = COLLECTION_KINDS[kind].normalise;
  const json = collectionBody(changes);
  return mapResult(await client.request('PUT', itemPath(kind, itemId), { json }), normalise);
}

/** Every account an item holds at once (limit 0: no pages; kmyblue-api.md §8, §10). */
export async function fetchCollectionAccounts(
  client: ApiClient,
  kind: CollectionKind,
  itemId: string,
): Promise<ApiResult<AccountPage>> {
  const path = `${itemPath(kind, itemId)}/accounts`;
  return mapResult(await client.request('GET', path, { query: { limit: 0 } }), readAccountPage);
}

export async function deleteCollection(
  client: ApiClient,
  kind: CollectionKind,
  itemId: string,
): Promise<ApiResult<null>> {
  return mapResult(await client.request('DELETE', itemPath(kind, itemId)), ignoreBody);
}

/** Adds (POST) or takes out (DELETE) members of an item: statuses or accounts by kind. */
export async function changeCollectionMembers(
  client: ApiClient,
  kind: CollectionKind,
  itemId: string,
  memberIds: string[],
  add: boolean,
): Promise<ApiResult<null>> {
  const { path, key } = membersPath(kind, itemId);
  return mapResult(
    await client.request(add ? 'POST' : 'DELETE', path, { json: { [key]: memberIds } }),
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
