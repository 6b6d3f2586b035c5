/** The reader's filters and named collections. */
import type { ApiFilterActionEx, ApiListRepliesPolicy } from '../../api/types';

/** A filter of the reader's, with its keywords and filtered statuses. */
export interface Filter {
  id: string;
  title: string;
  context: string[];
  /**
   * hide drops the status; warn shows it behind 'Matches filter', half_warn (kmyblue) too but
   * with its header; blur covers only its media.
   */
  action: ApiFilterActionEx;
  keywords: FilterKeyword[];
  /** The posts put in the filter ('Filter this post'): the record's id and the status's. */
  statuses: { id: string; statusId: string }[];
  expiresAt: string | null;
  /** kmyblue's switches (all false but withQuote where the server has none). */
  excludeFollows: boolean;
  excludeLocalusers: boolean;
  withQuote: boolean;
  withProfile: boolean;
}

export interface FilterKeyword {
  id: string;
  keyword: string;
  wholeWord: boolean;
}

/** A filter being made or edited: a keyword without an id is new. */
export interface FilterDraft {
  title: string;
  context: string[];
  action: ApiFilterActionEx;
  keywords: { id?: string; keyword: string; wholeWord: boolean }[];
  /** Seconds from now, null for never; undefined keeps the filter's expiry. */
  expiresIn: number | null | undefined;
  excludeFollows: boolean;
  excludeLocalusers: boolean;
  withQuote: boolean;
  withProfile: boolean;
}

/** A list's own settings (kmyblue-api.md §8). */
export interface ListSettings {
  /** Which replies by members show: to anyone followed, to members only, none. */
  repliesPolicy: ApiListRepliesPolicy;
  /** Posts from members are kept out of home. */
  exclusive: boolean;
  /** kmyblue: each new post in the list raises a list_status notification. */
  notify: boolean;
}

/**
 * One item of a named collection of the reader's: a bookmark category, list, antenna or
 * circle (entities/collectionKinds.ts), with a kind's own part where it has one.
 */
export interface CollectionItem {
  id: string;
  title: string;
  list?: ListSettings;
}

/** What a save changes: the title, and those of a list's settings the server has. */
export interface CollectionChanges {
  title: string;
  list?: Partial<ListSettings>;
}
