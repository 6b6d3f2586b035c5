/** Conversations on the `direct` stream; announcements and their reactions on `user`. */
import type { Queryable } from '../db/database';
import { announcementsJSON } from '../serializers/announcements';
import { makeContext } from '../serializers/context';
import { conversationsJSON } from '../serializers/conversations';
import { announcementById, reactionCount } from '../services/announcements';
import { conversationOf } from '../services/conversations';
import type { HubEvent } from '../services/events';
import { send, type Connection } from './connections';

export type DirectEvent = Extract<
  HubEvent,
  { type: 'conversation' | 'announcement' | 'announcement.reaction' | 'announcement.delete' }
>;

export const isDirectEvent = (event: HubEvent): event is DirectEvent =>
  event.type === 'conversation' || event.type.startsWith('announcement');

const userStreams = (connections: Set<Connection>) =>
  [...connections].filter((c) => c.auth?.accountId && c.streams.has('user'));

async function dispatchConversation(
  db: Queryable,
  connections: Set<Connection>,
  conversationId: string,
  accountId: string,
) {
  for (const connection of connections) {
    if (connection.auth?.accountId !== accountId || !connection.streams.has('direct')) continue;
    const row = await conversationOf(db, accountId, conversationId);
    if (!row) return;
    const ctx = await makeContext(db, connection.origin, accountId);
    const [json] = await conversationsJSON(ctx, [row]);
    send(connection, { stream: ['direct'], event: 'conversation', payload: JSON.stringify(json) });
  }
}

async function dispatchAnnouncement(db: Queryable, connections: Set<Connection>, id: string) {
  for (const connection of userStreams(connections)) {
    const viewer = connection.auth!.accountId!;
    const row = await announcementById(db, viewer, id);
    if (!row) return;
    const [json] = await announcementsJSON(await makeContext(db, connection.origin, viewer), [row]);
    send(connection, { stream: ['user'], event: 'announcement', payload: JSON.stringify(json) });
  }
}

export async function dispatchDirect(
  db: Queryable,
  connections: Set<Connection>,
  event: DirectEvent,
): Promise<void> {
  switch (event.type) {
    case 'conversation':
      return dispatchConversation(db, connections, event.conversationId, event.accountId);
    case 'announcement':
      return dispatchAnnouncement(db, connections, event.announcementId);
    case 'announcement.reaction': {
      const count = await reactionCount(db, event.announcementId, event.name);
      const payload = JSON.stringify({
        name: event.name,
        count,
        announcement_id: event.announcementId,
      });
      for (const connection of userStreams(connections))
        send(connection, { stream: ['user'], event: 'announcement.reaction', payload });
      return;
    }
    case 'announcement.delete':
      for (const connection of userStreams(connections))
        send(connection, {
          stream: ['user'],
          event: 'announcement.delete',
          payload: event.announcementId,
        });
      return;
  }
}
