/** Trending posts: a list of statuses paged by the Link header (offset paging on the server). */
import { fetchTrendingStatuses } from '../../api/trends';
import { entitiesReceived } from '../entities';
import type { PagedListKind } from '../pagedLists/pagedListKind';

export interface TrendListSource {
  kind: 'trending_statuses';
}

export const TREND_LIST_KINDS: Record<'trending_statuses', PagedListKind<TrendListSource>> = {
  trending_statuses: {
    keyOf: () => 'trending_statuses',
    holds: 'statuses',
    fetchPage: async (client, _source, url, dispatch) => {
      const result = await fetchTrendingStatuses(client, url);
      if (!result.ok) return result;
      dispatch(entitiesReceived(result.value.bundle));
      const ids = result.value.items.filter((i): i is string => typeof i === 'string');
      return { ok: true, value: { ids, reactions: [], next: result.links.next } };
    },
  },
};
