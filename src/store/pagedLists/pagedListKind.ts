import type { ApiClient, ApiError } from '../../api/client';
import type { AccountReaction } from '../../entities/types';
import type { AppDispatch } from '../index';

/** One page of a list of ids; next is the Link header's next URL. */
export interface ListPage {
  ids: string[];
  /** For lists of reactors: who reacted with which emoji. */
  reactions: AccountReaction[];
  next: string | null;
}

export type ListPageResult = { ok: true; value: ListPage } | { ok: false; error: ApiError };

/** What one kind of paged list brings of its own: its key, what its ids are, its API call. */
export interface PagedListKind<Source> {
  keyOf(source: Source): string;
  holds: 'statuses' | 'accounts';
  /** Refusals that are an answer rather than a failure (403 for hidden followers): no alert. */
  quietStatuses?: readonly number[];
  /** The status the list is about (boosted by, referred by, …), if any. */
  statusOf?(source: Source): string;
  /** The first page (no url) or the page at url; brings the page's entities in. */
  fetchPage(
    client: ApiClient,
    source: Source,
    url: string | undefined,
    dispatch: AppDispatch,
  ): Promise<ListPageResult>;
}
