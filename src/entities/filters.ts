import type { ApiFilterContext } from '../api/types';
import type { FilterResult, Status } from './types';

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
  /** Titles of the filters that put the whole status behind 'Matches filter'. */
  warnings: string[];
  /** Titles of kmyblue's half_warn filters: the header shows, the body goes behind the warning. */
  halfWarnings: string[];
  /** Titles of the blur filters: the media go behind 'Matches filter'. */
  mediaFilters: string[];
}

const NOTHING: FilterVerdict = { hide: false, warnings: [], halfWarnings: [], mediaFilters: [] };

const titlesOf = (results: FilterResult[], ...actions: FilterResult['action'][]) =>
  results.filter((f) => actions.includes(f.action)).map((f) => f.title);

/**
 * What the reader's filters do to a status in a view. Own posts are never filtered; a filter
 * counts only in its contexts and until it expires; in detailed, bookmarks and favourites
 * views a hide filter warns instead.
 */
export function filterVerdict(
  status: Pick<Status, 'accountId' | 'filtered'>,
  meId: string | null,
  view: string,
  now = Date.now(),
): FilterVerdict {
  if (status.accountId === meId || status.filtered.length === 0) return NOTHING;
  const context = filterContextFor(view);
  // A result that names no context (some servers leave it out) counts everywhere.
  const results = status.filtered.filter(
    (f) =>
      (f.context.length === 0 || f.context.includes(context)) &&
      (f.expiresAt === null || Date.parse(f.expiresAt) > now),
  );
  if (results.length === 0) return NOTHING;
  const neverHide = NEVER_HIDE_VIEWS.has(view.split(':')[0] ?? '');
  if (!neverHide && results.some((f) => f.action === 'hide')) return { ...NOTHING, hide: true };
  return {
    hide: false,
    warnings: titlesOf(results, 'warn', 'hide'),
    halfWarnings: titlesOf(results, 'half_warn'),
    mediaFilters: titlesOf(results, 'blur'),
  };
}
