/** The lists on a status page: who boosted, favourited, reacted, referred, was mentioned. */
import { fetchEmojiReactionedBy } from '../../api/emojiReactions';
import { fetchQuotes } from '../../api/quotes';
import type { StatusPage } from '../../api/statusPage';
import type { ApiClient, ApiResult } from '../../api/client';
import {
  fetchReferredBy,
  fetchStatusAccounts,
  type StatusAccountListKind,
} from '../../api/statusDetails';
import { entitiesReceived } from '../entities';
import type { PagedListKind } from '../pagedLists/pagedListKind';

export type StatusListKind =
  'reblogs' | 'favourites' | 'emoji_reactions' | 'references' | 'mentions' | 'quotes';

export interface StatusListSource {
  kind: StatusListKind;
  statusId: string;
}

export const statusListKey = (kind: StatusListKind, statusId: string) => `${kind}:${statusId}`;

const aboutStatus = {
  keyOf: ({ kind, statusId }: StatusListSource) => statusListKey(kind, statusId),
  statusOf: ({ statusId }: StatusListSource) => statusId,
};

const accountsBy = (path: StatusAccountListKind): PagedListKind<StatusListSource> => ({
  ...aboutStatus,
  holds: 'accounts',
  fetchPage: async (client, { statusId }, url, dispatch) => {
    const result = await fetchStatusAccounts(client, statusId, path, url);
    if (!result.ok) return result;
    dispatch(entitiesReceived(result.value.bundle));
    return { ok: true, value: { ids: result.value.ids, reactions: [], next: result.links.next } };
  },
});

/** The posts about this one (references, quotes), a page at a time. */
const statusesBy = (
  fetch: (client: ApiClient, statusId: string, url?: string) => Promise<ApiResult<StatusPage>>,
): PagedListKind<StatusListSource> => ({
  ...aboutStatus,
  holds: 'statuses',
  fetchPage: async (client, { statusId }, url, dispatch) => {
    const result = await fetch(client, statusId, url);
    if (!result.ok) return result;
    dispatch(entitiesReceived(result.value.bundle));
    const ids = result.value.items.filter((i): i is string => typeof i === 'string');
    return { ok: true, value: { ids, reactions: [], next: result.links.next } };
  },
});

export const STATUS_LIST_KINDS: Record<StatusListKind, PagedListKind<StatusListSource>> = {
  reblogs: accountsBy('reblogged_by'),
  favourites: accountsBy('favourited_by'),
  mentions: accountsBy('mentioned_by'),
  emoji_reactions: {
    ...aboutStatus,
    holds: 'accounts',
    fetchPage: async (client, { statusId }, url, dispatch) => {
      const result = await fetchEmojiReactionedBy(client, statusId, url);
      if (!result.ok) return result;
      dispatch(entitiesReceived(result.value.bundle));
      const { reactions } = result.value;
      const ids = [...new Set(reactions.map((r) => r.accountId))];
      return { ok: true, value: { ids, reactions, next: result.links.next } };
    },
  },
  references: statusesBy(fetchReferredBy),
  quotes: statusesBy(fetchQuotes),
};
