/** How the conversations list keeps its order: newest last status first, each once. */
import type { Conversation } from '../../entities/types';

const byLastStatus = (a: Conversation, b: Conversation): number => {
  const x = a.lastStatusId ?? '';
  const y = b.lastStatusId ?? '';
  if (x.length !== y.length) return y.length - x.length;
  return x < y ? 1 : x > y ? -1 : 0;
};

/** Puts in (or replaces) conversations and sorts the list again, newest last status first. */
export function mergeConversations(
  list: readonly Conversation[],
  incoming: readonly Conversation[],
): Conversation[] {
  const byId = new Map(list.map((c) => [c.id, c]));
  for (const conversation of incoming) byId.set(conversation.id, conversation);
  return [...byId.values()].sort(byLastStatus);
}

export const unreadCount = (list: readonly Conversation[]): number =>
  list.filter((c) => c.unread).length;
