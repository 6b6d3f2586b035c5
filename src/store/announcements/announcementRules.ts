/** Reactions on an announcement: the reader's own toggles and the totals the stream sends. */
import type { AnnouncementReaction } from '../../entities/types';

export interface ReactionChoice {
  name: string;
  url: string | null;
  staticUrl: string | null;
}

/** The reader adds (or takes back) a reaction: its count moves by one, `me` follows. */
export function toggledReactions(
  reactions: readonly AnnouncementReaction[],
  choice: ReactionChoice,
  add: boolean,
): AnnouncementReaction[] {
  const found = reactions.find((r) => r.name === choice.name);
  if (!found) return add ? [...reactions, { ...choice, count: 1, me: true }] : [...reactions];
  if (found.me === add) return [...reactions];
  const count = found.count + (add ? 1 : -1);
  return count <= 0
    ? reactions.filter((r) => r !== found)
    : reactions.map((r) => (r === found ? { ...r, count, me: add } : r));
}

/**
 * A new total from the stream: the reader's own `me` is kept (the event does not say who);
 * an emoji new to the list joins it, and a total of zero takes it away.
 */
export function reactionTotalReceived(
  reactions: readonly AnnouncementReaction[],
  name: string,
  count: number,
  picture: { url: string | null; staticUrl: string | null },
): AnnouncementReaction[] {
  if (count <= 0) return reactions.filter((r) => r.name !== name);
  const found = reactions.find((r) => r.name === name);
  if (!found) return [...reactions, { name, count, me: false, ...picture }];
  return reactions.map((r) => (r === found ? { ...r, count } : r));
}
