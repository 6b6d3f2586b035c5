/** Mastodon's streaming API over WebSocket at /api/v1/streaming. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { ApiStreamCommandJSON } from '../src/api/types';
import { lookupToken, tokenFromRequest } from './auth';
import { TOKEN_INVALID } from './http/errors';
import { originOf } from './http/origin';
import { asParams, optString } from './http/params';
import type { ServerState } from './state';
import { send, streamKey, subscribe, type Connection } from './streaming/connections';
import { dispatcher } from './streaming/dispatch';

/** The token may come as access_token, in the Authorization header, or as the subprotocol. */
const authenticate =
  (state: ServerState) => async (request: FastifyRequest, reply: FastifyReply) => {
    const protocol = request.headers['sec-websocket-protocol'];
    const token = tokenFromRequest(request) ?? (protocol ? protocol.split(',')[0]!.trim() : null);
    if (!token) return;
    const auth = await lookupToken(state.db, token);
    if (!auth) return reply.code(401).send({ error: TOKEN_INVALID });
    request.auth = auth;
  };

/** `{"type": "subscribe" | "unsubscribe", "stream": …, "tag": …}` from the client. */
function onCommand(connection: Connection, data: unknown): void {
  let command: unknown;
  try {
    command = JSON.parse(String(data));
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
}

/** A new socket: subscribed at once to the stream in its URL, if any. */
const openConnection =
  (connections: Set<Connection>) => (socket: WebSocket, request: FastifyRequest) => {
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
    socket.on('message', (data) => onCommand(connection, data));
    socket.on('close', () => connections.delete(connection));
  };

export function registerStreaming(app: FastifyInstance, state: ServerState): void {
  const connections = new Set<Connection>();
  app.get('/api/v1/streaming/health', async (_request, reply) =>
    reply.type('text/plain').send('OK'),
  );
  app.get(
    '/api/v1/streaming',
    { websocket: true, preValidation: authenticate(state) },
    openConnection(connections),
  );

  // One queue keeps events in the order they happened (an update never overtakes its delete).
  let queue = Promise.resolve();
  const dispatch = dispatcher(state, connections);
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
