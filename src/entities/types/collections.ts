/** The reader's filters and named collections. */
import type { ApiFilterAction, ApiListRepliesPolicy } from '../../api/types';

/** A filter of the reader's, with its keywords and filtered statuses. */
export interface Filter {
  id: string;
  title: string;
  context: string[];
  /** hide drops the status; warn and blur show it behind 'Matches filter'. */
  action: ApiFilterAction;
  keywords: { id: string; keyword: string; wholeWord: boolean }[];
  statusIds: string[];
  expiresAt: string | null;
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
