/**
 * SPEC §4's count rule: a follow adds 1 to the target's followers and the reader's following,
 * an unfollow takes 1 off, never below 0. A count the account hides (kmyblue sends it
 * negative) stays hidden.
 */
export function adjustedCount(count: number, delta: 1 | -1): number {
  if (count < 0) return count;
  return Math.max(0, count + delta);
}
