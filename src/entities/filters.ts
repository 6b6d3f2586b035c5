export type FilterContext = 'home' | 'notifications' | 'public' | 'thread' | 'account' | 'explore';

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
 * SPEC §9: which filter context a timeline or view answers to. Keys such as
 * 'list:12' or 'account:3:media' count by their kind.
 */
export function filterContextFor(timelineOrView: string): FilterContext {
  const kind = timelineOrView.split(':')[0] ?? '';
  return CONTEXT_OF[kind] ?? 'public';
}
