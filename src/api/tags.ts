/** Hashtags: one tag, following and featuring it, followed tags, featured tags. */
import { normaliseFeaturedTags, normaliseTag, normaliseTags } from '../entities/tag';
import type { FeaturedTag, Tag } from '../entities/types';
import type { ApiFeaturedTagCreateBody } from './types';
import { ignoreBody, mapResult, type ApiClient, type ApiResult } from './client';

const tagPath = (name: string) => `/api/v1/tags/${encodeURIComponent(name)}`;

export async function fetchTag(client: ApiClient, name: string): Promise<ApiResult<Tag>> {
  return mapResult(await client.request('GET', tagPath(name)), normaliseTag);
}

/** follow, unfollow, and Mastodon 4.4's feature and unfeature: each answers the tag. */
export type TagAction = 'follow' | 'unfollow' | 'feature' | 'unfeature';

export async function changeTag(
  client: ApiClient,
  name: string,
  action: TagAction,
): Promise<ApiResult<Tag>> {
  return mapResult(await client.request('POST', `${tagPath(name)}/${action}`), normaliseTag);
}

/** GET v1/followed_tags, or the page a Link header named. */
export async function fetchFollowedTags(
  client: ApiClient,
  url?: string,
  limit?: number,
): Promise<ApiResult<Tag[]>> {
  const result = url
    ? await client.requestUrl('GET', url)
    : await client.request('GET', '/api/v1/followed_tags', { query: { limit } });
  return mapResult(result, normaliseTags);
}

/** The reader's featured tags (where the server has no tag featuring, the way to feature one). */
export async function fetchFeaturedTags(client: ApiClient): Promise<ApiResult<FeaturedTag[]>> {
  return mapResult(await client.request('GET', '/api/v1/featured_tags'), normaliseFeaturedTags);
}

export async function createFeaturedTag(client: ApiClient, name: string): Promise<ApiResult<null>> {
  const json: ApiFeaturedTagCreateBody = { name };
  return mapResult(await client.request('POST', '/api/v1/featured_tags', { json }), ignoreBody);
}

export async function deleteFeaturedTag(client: ApiClient, id: string): Promise<ApiResult<null>> {
  const path = `/api/v1/featured_tags/${encodeURIComponent(id)}`;
  return mapResult(await client.request('DELETE', path), ignoreBody);
}
