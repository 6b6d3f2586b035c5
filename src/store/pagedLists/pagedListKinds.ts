/** Every kind of paged list: each brings its key, what its ids are and its API call. */
import { ACCOUNT_LIST_KINDS, type AccountListSource } from '../accounts/accountLists';
import { FOLLOW_LIST_KINDS, type FollowListsSource } from '../accounts/followLists';
import { STATUS_LIST_KINDS, type StatusListSource } from '../statuses/statusLists';
import { TREND_LIST_KINDS, type TrendListSource } from '../trends/trendLists';
import type { PagedListKind } from './pagedListKind';

/** Which list: its kind and whatever that kind needs (the status a status-page list is of). */
export type PagedListSource =
  StatusListSource | AccountListSource | TrendListSource | FollowListsSource;

const KINDS = {
  ...STATUS_LIST_KINDS,
  ...ACCOUNT_LIST_KINDS,
  ...TREND_LIST_KINDS,
  ...FOLLOW_LIST_KINDS,
};

export const pagedListKind = (source: PagedListSource) =>
  KINDS[source.kind] as PagedListKind<PagedListSource>;

export const pagedListKey = (source: PagedListSource) => pagedListKind(source).keyOf(source);
