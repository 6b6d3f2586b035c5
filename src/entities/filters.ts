import type { ApiFilterContext } from '../api/types';
import type { Status } from './types';

export type FilterContext = ApiFilterContext;

const CONTEXT_OF: Record<string, FilterContext> = {
  home: 'home',
  notifications: 'notifications',
  account: 'account',
  explore: 'explore',
  thread: 'thread',
  detailed: 'thread',
  bookmarks: 'home',
  favourites: 'home',
  list: 'home',
  antenna: 'home',
};

/**
 * Which filter context a timeline or view answers to. Keys such as
 * 'list:12' or 'account:3:media' count by their kind.
 */
export function filterContextFor(timelineOrView: string): FilterContext {
  const kind = timelineOrView.split(':')[0] ?? '';
  return CONTEXT_OF[kind] ?? 'public';
}

/** In these views filters never hide a status (blur still applies). */
const NEVER_HIDE_VIEWS = new Set(['detailed', 'bookmarks', 'favourites']);

export interface FilterVerdict {
  /** Drop the status from the view. */
  hide: boolean;
  /** Titles of the filters that put the status behind 'Matches filter'. */
  warnings: string[];
  /** Titles of the blur filters: the media go behind 'Matches filter'. */
  mediaFilters: string[];
}

const NOTHING: FilterVerdict = { hide: false, warnings: [], mediaFilters: [] };

/**
 * What the reader's filters do to a status in a view. Own posts are never
 * filtered; a filter counts only in its contexts; in detailed, bookmarks and favourites
 * views a hide filter warns instead.
 */
export function filterVerdict(
  status: Pick<Status, 'accountId' | 'filtered'>,
  meId: string | null,
  view: string,
): FilterVerdict {
  if (status.accountId === meId || status.filtered.length === 0) return NOTHING;
  const context = filterContextFor(view);
  // A result that names no context (some servers leave it out) counts everywhere.
  const results = status.filtered.filter(
    (f) => f.context.length === 0 || f.context.includes(context),
  );
  if (results.length === 0) return NOTHING;
  const neverHide = NEVER_HIDE_VIEWS.has(view.split(':')[0] ?? '');
  const hiding = results.filter((f) => f.action === 'hide');
  if (hiding.length > 0 && !neverHide) return { hide: true, warnings: [], mediaFilters: [] };
  return {
    hide: false,
    warnings: results.filter((f) => f.action === 'warn' || f.action === 'hide').map((f) => f.title),
    mediaFilters: results.filter((f) => f.action === 'blur').map((f) => f.title),
  };
}
