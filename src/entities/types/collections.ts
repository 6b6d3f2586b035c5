/** The reader's filters and named collections. */
import type { ApiFilterAction } from '../../api/types';

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

/**
 * One item of a named collection of the reader's: a bookmark category, list, antenna or
 * circle (entities/collectionKinds.ts); a kind's screens may add their own fields later.
 */
export interface CollectionItem {
  id: string;
  title: string;
}
