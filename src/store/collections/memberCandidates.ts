/** Who may join an item of a kind that holds accounts (kmyblue-api.md §8, §10). */
import type { Relationship } from '../../entities/types';

/**
 * The accounts found that may be added: never the reader, and for a circle only those who
 * follow the reader (kmyblue answers 404 for anyone else). Order is the search's.
 */
export function eligibleCandidates(
  found: readonly string[],
  meId: string | null,
  followers: 'any' | readonly Relationship[],
): string[] {
  const following =
    followers === 'any' ? null : new Set(followers.filter((r) => r.followedBy).map((r) => r.id));
  return found.filter((id) => id !== meId && (following === null || following.has(id)));
}
