import { NOTIFICATION_TYPES } from '../../entities/values';

/**
 * The quick filter bar, Mastodon's (All, Mentions, Favorites, Boosts, Poll results, Updates
 * from people you follow, Follows) and kmyblue's emoji reactions.
 */
export const QUICK_FILTERS = [
  'all',
  'mention',
  'favourite',
  'reblog',
  'emoji_reaction',
  'poll',
  'status',
  'follow',
] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

export const isQuickFilter = (value: string): value is QuickFilter =>
  (QUICK_FILTERS as readonly string[]).includes(value);

/**
 * What a filtered page leaves out: every other type, as Mastodon's web UI asks
 * (exclude_types, so types the client does not know still come under All).
 */
export function excludedTypesOf(filter: string, hasEmojiReactions: boolean): string[] {
  const off = hasEmojiReactions ? [] : ['emoji_reaction'];
  if (filter === 'all' || !isQuickFilter(filter)) return off;
  return NOTIFICATION_TYPES.filter((type) => type !== filter);
}
