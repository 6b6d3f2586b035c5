/** Conversations on the `direct` stream; announcements and their reactions on `user`. */
import type { ApiAnnouncementJSON } from '../../src/api/types';
import type { Queryable } from '../db/database';
import { announcementsJSON } from '../serializers/announcements';
import { makeContext } from '../serializers/context';
import { conversationsJSON } from '../serializers/conversations';
import { announcementById, reactionCount } from '../services/announcements';
import { conversationOf } from '../services/conversations';
import type { HubEvent } from '../services/events';
import { announcementMarks } from '../services/streamingQueries';
import { send, type Connection } from './connections';

export type DirectEvent = Extract<
  HubEvent,
  { type: 'conversation' | 'announcement' | 'announcement.reaction' | 'announcement.delete' }
>;

export const isDirectEvent = (event: HubEvent): event is DirectEvent =>
  event.type === 'conversation' || event.type.startsWith('announcement');

const userStreams = (connections: Set<Connection>) =>
  [...connections].filter((c) => c.auth?.accountId && c.streams.has('user'));

/** The reader's conversation, to their `direct` streams, serialized once per origin. */
async function dispatchConversation(
  db: Queryable,
  connections: Set<Connection>,
  conversationId: string,
  accountId: string,
) {
  const targets = [...connections].filter(
    (c) => c.auth?.accountId === accountId && c.streams.has('direct'),
  );
  if (!targets.length) return;
  const row = await conversationOf(db, accountId, conversationId);
  if (!row) return;
  const payloads = new Map<string, string>();
  for (const connection of targets) {
    let payload = payloads.get(connection.origin);
    if (payload === undefined) {
      const ctx = await makeContext(db, connection.origin, accountId);
      payload = JSON.stringify((await conversationsJSON(ctx, [row]))[0]);
      payloads.set(connection.origin, payload);
    }
    send(connection, { stream: ['direct'], event: 'conversation', payload });
  }
}

/**
 * An announcement to every `user` stream: rendered once per origin, then each reader's `read`
 * and reactions' `me` set from one read for all of them.
 */
async function dispatchAnnouncement(db: Queryable, connections: Set<Connection>, id: string) {
  const targets = userStreams(connections);
  const readers = [...new Set(targets.map((c) => c.auth!.accountId!))];
  if (!readers.length) return;
  const row = await announcementById(db, readers[0]!, id);
  if (!row) return;
  const marks = await announcementMarks(db, id, readers);
  const rendered = new Map<string, ApiAnnouncementJSON>();
  for (const connection of targets) {
    let json = rendered.get(connection.origin);
    if (!json) {
      const ctx = await makeContext(db, connection.origin, readers[0]!);
      [json] = await announcementsJSON(ctx, [row]);
      if (!json) return;
      rendered.set(connection.origin, json);
    }
    const own = marks.get(connection.auth!.accountId!) ?? { read: false, names: [] };
    const payload = JSON.stringify({
      ...json,
      read: own.read,
      reactions: json.reactions.map((r) => ({ ...r, me: own.names.includes(r.name) })),
    });
    send(connection, { stream: ['user'], event: 'announcement', payload });
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
