import { describe, expect, it } from 'vitest';
import { mergeConversations, unreadCount } from './conversationRules';

const c = (id: string, lastStatusId: string | null, unread = false) => ({
  id,
  lastStatusId,
  unread,
  accountIds: [],
});

describe('conversation order', () => {
  it('sorts by last status id as a number, newest first, each conversation once', () => {
    const list = mergeConversations([c('a', '99'), c('b', '100')], [c('a', '101', true)]);
    expect(list.map((x) => x.id)).toEqual(['a', 'b']);
    expect(unreadCount(list)).toBe(1);
    expect(mergeConversations([c('x', null)], [c('y', '5')]).map((x) => x.id)).toEqual(['y', 'x']);
  });
});
