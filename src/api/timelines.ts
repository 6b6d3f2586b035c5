import { COLLECTION_KINDS } from '../entities/collectionKinds';
import type { TimelineSource } from '../entities/timelineSource';
import type { ApiClient, ApiResult, QueryValue } from './client';
import {
  fetchStatusPage,
  fetchStatusPageAt,
  flag,
  pageQuery,
  type PageParams,
  type StatusPage,
} from './statusPage';

export type { PageParams, StatusPage } from './statusPage';

const seg = encodeURIComponent;

function endpointOf(timeline: TimelineSource): {
  path: string;
  query: Record<string, QueryValue>;
} {
  switch (timeline.kind) {
    case 'home':
      return { path: '/api/v1/timelines/home', query: {} };
    case 'public':
      return {
        path: '/api/v1/timelines/public',
        query: {
          local: flag(timeline.local),
          remote: flag(timeline.remote),
          only_media: flag(timeline.onlyMedia),
        },
      };
    case 'tag':
      return {
        path: `/api/v1/timelines/tag/${seg(timeline.tag)}`,
        query: {
          local: flag(timeline.local),
          only_media: flag(timeline.onlyMedia),
          any: timeline.any,
          all: timeline.all,
          none: timeline.none,
        },
      };
    case 'list':
      return { path: COLLECTION_KINDS.lists.timeline.path(timeline.id), query: {} };
    case 'antenna':
      return { path: COLLECTION_KINDS.antennas.timeline.path(timeline.id), query: {} };
    case 'link':
      return { path: '/api/v1/timelines/link', query: { url: timeline.url } };
    case 'account':
      return {
        path: `/api/v1/accounts/${seg(timeline.id)}/statuses`,
        query: {
          exclude_replies: flag(timeline.excludeReplies),
          exclude_reblogs: flag(timeline.excludeReblogs),
          only_media: flag(timeline.onlyMedia),
          pinned: flag(timeline.pinned),
          tagged: timeline.tagged,
        },
      };
    case 'bookmarks':
      return { path: '/api/v1/bookmarks', query: {} };
    case 'favourites':
      return { path: '/api/v1/favourites', query: {} };
    case 'emoji_reactions':
      return { path: '/api/v1/emoji_reactions', query: {} };
    case 'bookmark_category':
      return {
        path: COLLECTION_KINDS.bookmark_categories.timeline.path(timeline.id),
        query: {},
      };
    case 'circle':
      return { path: COLLECTION_KINDS.circles.timeline.path(timeline.id), query: {} };
  }
}

/** A page of a timeline: ids in order, entities in the bundle, isPartial on HTTP 206. */
export function fetchTimeline(
  client: ApiClient,
  timeline: TimelineSource,
  params: PageParams = {},
  perTask?: number,
): Promise<ApiResult<StatusPage>> {
  const { path, query } = endpointOf(timeline);
  return fetchStatusPage(client, path, { ...query, ...pageQuery(params) }, perTask);
}

/** Another page of a timeline, from the URL its Link header gave. */
export const fetchTimelinePage = (client: ApiClient, url: string): Promise<ApiResult<StatusPage>> =>
  fetchStatusPageAt(client, url);
