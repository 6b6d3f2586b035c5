/** Mastodon's streaming API over WebSocket at /api/v1/streaming. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { ApiStreamCommandJSON, ApiStreamEventJSON } from '../src/api/types';
import { hasScope, lookupToken, tokenFromRequest, type AuthInfo } from './auth';
import { rows } from './db/database';
import { TOKEN_INVALID } from './http/errors';
import { originOf } from './http/origin';
import { asParams, optString } from './http/params';
import { makeContext } from './serializers/context';
import { serializeNotifications, type NotificationRow } from './serializers/notifications';
import { serializeStatus } from './serializers/statuses';
import type { DeletedStatusFacts, HubEvent } from './services/events';
import { silencedSql } from './services/blocks';
import { deletedFacts } from './services/deletion';
import { canView } from './services/visibility';
import type { ServerState } from './state';

interface Connection {
  /** What a connection uses of its socket. */
  socket: Pick<WebSocket, 'readyState' | 'OPEN' | 'send' | 'close'>;
  origin: string;
  auth: AuthInfo | null;
  /** Stream keys: "user", "public:local", "hashtag:tag", "hashtag:local:tag", ... */
  streams: Set<string>;
}

const PUBLIC_STREAMS = [
  'public',
  'public:local',
  'public:remote',
  'public:media',
  'public:local:media',
  'public:remote:media',
];

function streamKey(command: Partial<ApiStreamCommandJSON>): string | null {
  const stream = command.stream;
  if (!stream) return null;
  if (stream === 'hashtag' || stream === 'hashtag:local') {
    return command.tag ? `${stream}:${command.tag.toLowerCase()}` : null;
  }
  if (stream === 'user' || stream === 'user:notification' || stream === 'direct') return stream;
  return PUBLIC_STREAMS.includes(stream) ? stream : null;
}

/** The wire name of a stream key: ["hashtag", "tag"] or ["public:local"]. */
function streamName(key: string): string[] {
  const match = /^(hashtag(?::local)?):(.+)$/.exec(key);
  return match ? [match[1]!, match[2]!] : [key];
}

function send(
  connection: Connection,
  message: ApiStreamEventJSON | { error: string; status: number },
): void {
  if (connection.socket.readyState === connection.socket.OPEN)
    connection.socket.send(JSON.stringify(message));
}

function subscribe(connection: Connection, command: Partial<ApiStreamCommandJSON>): void {
  const key = streamKey(command);
  if (!key) {
    send(connection, { error: 'Unknown stream type', status: 400 });
    return;
  }
  if (key.startsWith('user') || key === 'direct') {
    if (!connection.auth?.accountId) {
      send(connection, { error: 'Missing access token', status: 401 });
      return;
    }
    if (
      !hasScope(connection.auth.scopes, 'read:statuses') &&
      !hasScope(connection.auth.scopes, 'read:notifications')
    ) {
      send(connection, {
        error: 'Access token does not have the required scopes',
        status: 401,
      });
      return;
    }
  }
  connection.streams.add(key);
}

/** Which of a connection's streams a status belongs on (for updates, edits and deletions). */
function publicStreamsFor(facts: DeletedStatusFacts, signedIn: boolean): string[] {
  const listed =
    ['public', 'public_unlisted'].includes(facts.visibility) ||
    (facts.visibility === 'login' && signedIn);
  if (!listed || facts.isReblog) return [];
  const keys = facts.tags.flatMap((tag) => [`hashtag:${tag}`, `hashtag:local:${tag}`]);
  if (!facts.isReplyToOther) {
    keys.push('public', 'public:local');
    if (facts.hasMedia) keys.push('public:media', 'public:local:media');
  }
  return keys;
}

export function registerStreaming(app: FastifyInstance, state: ServerState): void {
  const connections = new Set<Connection>();

  app.get('/api/v1/streaming/health', async (_request, reply) =>
    reply.type('text/plain').send('OK'),
  );

  app.get(
    '/api/v1/streaming',
    {
      websocket: true,
      preValidation: async (request: FastifyRequest, reply) => {
        const protocol = request.headers['sec-websocket-protocol'];
        const token =
          tokenFromRequest(request) ?? (protocol ? protocol.split(',')[0]!.trim() : null);
        if (!token) return;
        const auth = await lookupToken(state.db, token);
        if (!auth) return reply.code(401).send({ error: TOKEN_INVALID });
        request.auth = auth;
      },
    },
    (socket, request) => {
      const connection: Connection = {
        socket,
        origin: originOf(request),
        auth: request.auth,
        streams: new Set(),
      };
      connections.add(connection);
      const initial = optString(asParams(request.query), 'stream');
      if (initial) {
        subscribe(connection, {
          stream: initial as ApiStreamCommandJSON['stream'],
          tag: optString(asParams(request.query), 'tag'),
        });
      }
      socket.on('message', (data) => {
        let command: unknown;
        try {
          // ws delivers a text frame as one Buffer (binaryType 'nodebuffer').
          command = JSON.parse((data as Buffer).toString());
        } catch {
          send(connection, { error: 'Invalid JSON', status: 400 });
          return;
        }
        const params = asParams(command);
        const type = params.type;
        const stream = { stream: params.stream, tag: params.tag } as Partial<ApiStreamCommandJSON>;
        if (
          typeof stream.stream !== 'string' ||
          (stream.tag !== undefined && typeof stream.tag !== 'string')
        )
          return;
        if (type === 'subscribe') subscribe(connection, stream);
        else if (type === 'unsubscribe') {
          const key = streamKey(stream);
          if (key) connection.streams.delete(key);
        }
      });
      socket.on('close', () => connections.delete(connection));
    },
  );

  async function followersOf(accountId: string): Promise<Set<string>> {
    const found = await rows<{ account_id: string }>(
      state.db,
      'select account_id from follows where target_account_id = $1',
      [accountId],
    );
    return new Set(found.map((r) => r.account_id));
  }

  /** Blocked and muted authors (of a post or of what it boosts) reach no one who silenced them. */
  async function isSilenced(viewer: string, statusId: string): Promise<boolean> {
    const found = await rows(
      state.db,
      `select 1 from statuses s left join statuses o on o.id = s.reblog_of_id
       where s.id = $2 and (${silencedSql('$1', 's.account_id')}
         or (o.id is not null and ${silencedSql('$1', 'o.account_id')}))`,
      [viewer, statusId],
    );
    return found.length > 0;
  }

  async function dispatchStatus(
    event: 'update' | 'status.update',
    statusId: string,
  ): Promise<void> {
    const facts = await deletedFacts(state.db, statusId);
    if (!facts) return;
    const status = await rows<{
      in_reply_to_account_id: string | null;
      reblog_of_id: string | null;
    }>(state.db, 'select in_reply_to_account_id, reblog_of_id from statuses where id = $1', [
      statusId,
    ]);
    const replyTo = status[0]?.in_reply_to_account_id ?? null;
    const followers = await followersOf(facts.accountId);
    const replyFollowers = replyTo ? await followersOf(replyTo) : null;
    const payloads = new Map<string, string | null>();
    for (const connection of connections) {
      const viewer = connection.auth?.accountId ?? null;
      const keys = publicStreamsFor(facts, viewer !== null);
      if (viewer && facts.visibility !== 'direct') {
        const own = viewer === facts.accountId;
        const replyOk =
          !replyTo ||
          replyTo === facts.accountId ||
          replyTo === viewer ||
          (replyFollowers?.has(viewer) ?? false);
        if (own || (followers.has(viewer) && replyOk)) keys.push('user');
      }
      const matching = keys.filter((key) => connection.streams.has(key));
      if (!matching.length) continue;
      if (viewer && (await isSilenced(viewer, statusId))) continue;
      const cacheKey = `${viewer ?? ''}|${connection.origin}`;
      if (!payloads.has(cacheKey)) {
        const visible = await canView(state.db, statusId, viewer);
        const ctx = await makeContext(state.db, connection.origin, viewer);
        const json = visible ? await serializeStatus(ctx, statusId) : null;
        payloads.set(cacheKey, json ? JSON.stringify(json) : null);
      }
      const payload = payloads.get(cacheKey);
      if (!payload) continue;
      for (const key of matching) send(connection, { stream: streamName(key), event, payload });
    }
  }

  async function dispatchDelete(facts: DeletedStatusFacts): Promise<void> {
    const followers = await followersOf(facts.accountId);
    for (const connection of connections) {
      const viewer = connection.auth?.accountId ?? null;
      const keys = publicStreamsFor(facts, viewer !== null);
      if (
        viewer &&
        (viewer === facts.accountId || followers.has(viewer) || facts.mentionIds.includes(viewer))
      )
        keys.push('user');
      for (const key of keys.filter((k) => connection.streams.has(k))) {
        send(connection, { stream: streamName(key), event: 'delete', payload: facts.statusId });
      }
    }
  }

  async function dispatchNotification(notificationId: string, accountId: string): Promise<void> {
    const targets = [...connections].filter(
      (c) =>
        c.auth?.accountId === accountId &&
        (c.streams.has('user') || c.streams.has('user:notification')),
    );
    if (!targets.length) return;
    const found = await rows<NotificationRow>(
      state.db,
      'select * from notifications where id = $1',
      [notificationId],
    );
    for (const connection of targets) {
      const ctx = await makeContext(state.db, connection.origin, accountId);
      const [json] = await serializeNotifications(ctx, found);
      if (!json) continue;
      for (const key of ['user', 'user:notification'].filter((k) => connection.streams.has(k))) {
        send(connection, { stream: [key], event: 'notification', payload: JSON.stringify(json) });
      }
    }
  }

  // One queue keeps events in the order they happened (an update never overtakes its delete).
  let queue = Promise.resolve();
  const dispatch = (event: HubEvent): Promise<void> => {
    if (!connections.size) return Promise.resolve();
    if (event.type === 'delete') return dispatchDelete(event.facts);
    if (event.type === 'notification')
      return dispatchNotification(event.notificationId, event.accountId);
    return dispatchStatus(event.type, event.statusId);
  };
  const stop = state.hub.on((event) => {
    queue = queue
      .then(() => dispatch(event))
      .catch((error: unknown) => console.error('streaming dispatch failed', error));
  });
  app.addHook('onClose', async () => {
    stop();
    for (const connection of connections) connection.socket.close(1001);
    await queue;
  });
}
