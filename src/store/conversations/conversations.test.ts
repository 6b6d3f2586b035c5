import { describe, expect, it } from 'vitest';
import type { ApiConversationJSON } from '../../api/types';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { accountJSON, statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { selectAlerts } from '../alerts/selectors';
import { selectStatus } from '../selectors';
import { accountPurged } from '../statuses/removal';
import { connectSession } from '../session/sessionActions';
import { streamWanted } from '../timelines/streaming';
import {
  loadConversations,
  markConversationUnread,
  removeConversation,
} from './conversationActions';
import { selectConversations, selectConversationUnreadCount } from './conversations';

const alice = accountJSON({ id: '2', username: 'alice' });
const bob = accountJSON({ id: '3', username: 'bob' });

const conversationJSON = (id: string, lastId: string, unread = false): ApiConversationJSON => ({
  id,
  unread,
  accounts: [id === 'c1' ? alice : bob],
  last_status: statusJSON({ id: lastId, visibility: 'direct', account: alice }),
});

async function signedIn() {
  FakeWebSocket.instances = [];
  const t = createTestStore({ deps: { WebSocket: FakeWebSocket as unknown as typeof WebSocket } });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  return t;
}

const idsOf = (t: Awaited<ReturnType<typeof signedIn>>) =>
  selectConversations(t.store.getState()).items.map((c) => c.id);

describe('conversations', () => {
  it('loads pages newest last status first, with the unread count', async () => {
    const t = await signedIn();
    const next = `${ORIGIN}/api/v1/conversations?max_id=50`;
    t.api.on('GET', '/api/v1/conversations', (request) =>
      request.query.get('max_id')
        ? { body: [conversationJSON('c3', '40')] }
        : {
            body: [conversationJSON('c1', '100', true), conversationJSON('c2', '90')],
            headers: { link: `<${next}>; rel="next"` },
          },
    );
    await t.store.dispatch(loadConversations({}));
    expect(idsOf(t)).toEqual(['c1', 'c2']);
    expect(selectConversationUnreadCount(t.store.getState())).toBe(1);
    expect(selectStatus(t.store.getState(), '100')?.visibility).toBe('direct');
    await t.store.dispatch(loadConversations({ more: true }));
    expect(idsOf(t)).toEqual(['c1', 'c2', 'c3']);
    expect(selectConversations(t.store.getState()).next).toBeNull();
  });

  it('marks read at once, and puts it back when refused', async () => {
    const t = await signedIn();
    t.api.on('GET', '/api/v1/conversations', { body: [conversationJSON('c1', '100', true)] });
    await t.store.dispatch(loadConversations({}));
    t.api.on('POST', '/api/v1/conversations/c1/read', { status: 500, body: { error: 'Broken' } });
    const pending = t.store.dispatch(markConversationUnread({ id: 'c1', unread: false }));
    expect(selectConversationUnreadCount(t.store.getState())).toBe(0);
    await pending;
    expect(selectConversationUnreadCount(t.store.getState())).toBe(1);
    expect(selectAlerts(t.store.getState())).toHaveLength(1);
    t.api.on('POST', '/api/v1/conversations/c1/read', { body: conversationJSON('c1', '100') });
    await t.store.dispatch(markConversationUnread({ id: 'c1', unread: false }));
    expect(selectConversationUnreadCount(t.store.getState())).toBe(0);
  });

  it('a block or mute purges the conversations with that account', async () => {
    const t = await signedIn();
    t.api.on('GET', '/api/v1/conversations', {
      body: [conversationJSON('c1', '100'), conversationJSON('c2', '90')],
    });
    await t.store.dispatch(loadConversations({}));
    t.store.dispatch(accountPurged('3'));
    expect(idsOf(t)).toEqual(['c1']);
  });

  it('deletes one', async () => {
    const t = await signedIn();
    t.api.on('GET', '/api/v1/conversations', {
      body: [conversationJSON('c1', '100'), conversationJSON('c2', '90')],
    });
    t.api.on('DELETE', '/api/v1/conversations/c1', { body: {} });
    await t.store.dispatch(loadConversations({}));
    await t.store.dispatch(removeConversation('c1'));
    expect(idsOf(t)).toEqual(['c2']);
  });

  it('a conversation from the direct stream moves to the top, unread', async () => {
    const t = await signedIn();
    t.api.on('GET', '/api/v1/conversations', {
      body: [conversationJSON('c1', '100'), conversationJSON('c2', '90')],
    });
    await t.store.dispatch(loadConversations({}));
    const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1]!;
    socket.open();
    t.store.dispatch(streamWanted({ key: 'direct', stream: 'direct' }));
    expect(socket.sent).toContainEqual({ type: 'subscribe', stream: 'direct' });
    socket.receive({
      stream: ['direct'],
      event: 'conversation',
      payload: JSON.stringify(conversationJSON('c2', '120', true)),
    });
    expect(idsOf(t)).toEqual(['c2', 'c1']);
    expect(selectConversationUnreadCount(t.store.getState())).toBe(1);
    expect(selectStatus(t.store.getState(), '120')).toBeDefined();
  });
});
