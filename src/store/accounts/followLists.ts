/**
 * Lists of accounts beyond blocks and mutes: an account's followers and follows, the reader's
 * follow requests and the profile directory. Each brings its accounts and asks for their
 * relationships, so every row can show its follow button.
 */
import {
  fetchDirectory,
  fetchFollowList,
  fetchFollowRequests,
  type DirectoryQuery,
} from '../../api/accountLists';
import type { AccountPage } from '../../api/accounts';
import type { ApiResult } from '../../api/client';
import type { AppDispatch } from '../index';
import { entitiesReceived } from '../entities';
import type { ListPageResult, PagedListKind } from '../pagedLists/pagedListKind';
import { fetchRelationshipsBatched } from './relationshipBatch';

export interface FollowListSource {
  kind: 'followers' | 'following';
  accountId: string;
}

export interface FollowRequestsSource {
  kind: 'follow_requests';
}

export interface DirectorySource extends DirectoryQuery {
  kind: 'directory';
}

export type FollowListsSource = FollowListSource | FollowRequestsSource | DirectorySource;

/** The page's accounts into the store, their relationships asked for, the ids kept. */
function accountPageOf(
  result: ApiResult<AccountPage & { next?: string | null }>,
  dispatch: AppDispatch,
): ListPageResult {
  if (!result.ok) return result;
  dispatch(entitiesReceived(result.value.bundle));
  dispatch(fetchRelationshipsBatched(result.value.accountIds));
  const next = result.value.next === undefined ? result.links.next : result.value.next;
  return { ok: true, value: { ids: result.value.accountIds, reactions: [], next } };
}

const followList: PagedListKind<FollowListSource> = {
  keyOf: ({ kind, accountId }) => `${kind}:${accountId}`,
  holds: 'accounts',
  // A server may refuse the hidden followers of others with 403: the screen says why.
  quietStatuses: [403],
  fetchPage: async (client, { kind, accountId }, url, dispatch) =>
    accountPageOf(await fetchFollowList(client, accountId, kind, url), dispatch),
};

export const FOLLOW_REQUESTS: FollowRequestsSource = { kind: 'follow_requests' };

export const FOLLOW_LIST_KINDS = {
  followers: followList,
  following: followList,
  follow_requests: {
    keyOf: () => 'follow_requests',
    holds: 'accounts',
    fetchPage: async (client, _source, url, dispatch) =>
      accountPageOf(await fetchFollowRequests(client, url), dispatch),
  } satisfies PagedListKind<FollowRequestsSource>,
  directory: {
    keyOf: ({ order, local }) => `directory:${order}:${local ? 'local' : 'all'}`,
    holds: 'accounts',
    fetchPage: async (client, { order, local }, url, dispatch) =>
      accountPageOf(await fetchDirectory(client, { order, local }, url), dispatch),
  } satisfies PagedListKind<DirectorySource>,
};
