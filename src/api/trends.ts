/** Trending hashtags, links and posts (offset paging; the Link header names the next page). */
import { normaliseTags, normaliseTrendsLinks } from '../entities/tag';
import type { EntityBundle, Tag, TrendsLink } from '../entities/types';
import { mapResult, type ApiClient, type ApiResult } from './client';
import { fetchStatusPage, fetchStatusPageAt, type StatusPage } from './statusPage';

/** Trending links come 20 at a time (SPEC §9); tags take the server's page of 10. */
export const TRENDING_LINKS_LIMIT = 20;

export async function fetchTrendingTags(client: ApiClient): Promise<ApiResult<Tag[]>> {
  return mapResult(await client.request('GET', '/api/v1/trends/tags'), normaliseTags);
}

export async function fetchTrendingLinks(
  client: ApiClient,
): Promise<ApiResult<{ links: TrendsLink[]; bundle: EntityBundle }>> {
  const query = { limit: TRENDING_LINKS_LIMIT };
  return mapResult(
    await client.request('GET', '/api/v1/trends/links', { query }),
    normaliseTrendsLinks,
  );
}

/** A page of trending posts: the first, or the one at a Link header's URL. */
export function fetchTrendingStatuses(
  client: ApiClient,
  url?: string,
): Promise<ApiResult<StatusPage>> {
  return url
    ? fetchStatusPageAt(client, url)
    : fetchStatusPage(client, '/api/v1/trends/statuses', {});
}
