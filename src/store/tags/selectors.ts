import type { RootState } from '../index';
import { tagKey } from './tagActions';

export const selectTag = (state: RootState, name: string) => state.tags.byName[tagKey(name)];

/**
 * Whether the reader features the tag on their profile: the tag's own `featuring` (Mastodon
 * 4.4), else their featured tags once loaded; null while unknown.
 */
export function selectTagFeaturing(state: RootState, name: string): boolean | null {
  const own = selectTag(state, name)?.featuring;
  if (own != null) return own;
  const featured = state.tags.featured;
  return featured ? featured.some((f) => tagKey(f.name) === tagKey(name)) : null;
}

export const selectFollowedTags = (state: RootState) => state.tags.followed;
