/** Mastodon's streaming API over WebSocket at /api/v1/streaming. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { ApiStreamCommandJSON } from '../src/api/types';
import { lookupToken, tokenFromRequest } from './auth';
import { TOKEN_INVALID } from './http/errors';
import { originOf } from './http/origin';
import { asParams, optString, type Params } from './http/params';
import type { HubEvent } from './services/events';
import type { RecordedSend, ServerState } from './state';
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

/** The stream named in a command or a query: its name and its tag, list or antenna. */
function streamOf(params: Params, stream: unknown): Partial<ApiStreamCommandJSON> | null {
  const text = (key: string): string | undefined | null => {
    const value = params[key];
    return value === undefined || typeof value === 'string' ? value : null;
  };
  const [tag, list, antenna] = [text('tag'), text('list'), text('antenna')];
  if (typeof stream !== 'string' || tag === null || list === null || antenna === null) return null;
  return { stream: stream as ApiStreamCommandJSON['stream'], tag, list, antenna };
}

/** `{"type": "subscribe" | "unsubscribe", "stream": …, "tag" | "list" | "antenna": …}`. */
async function onCommand(state: ServerState, connection: Connection, data: unknown) {
  let command: unknown;
  try {
    command = JSON.parse(String(data));
  } catch {
    send(connection, { error: 'Invalid JSON', status: 400 });
    return;
  }
  const params = asParams(command);
  const stream = streamOf(params, params.stream);
  if (!stream) return;
  if (params.type === 'subscribe') await subscribe(state, connection, stream);
  else if (params.type === 'unsubscribe') {
    const key = streamKey(stream);
    if (key) connection.streams.delete(key);
  }
}

/**
 * A new socket: subscribed at once to the stream in its URL, if any: `?stream=list&list=1`, or
 * the path form `/api/v1/streaming/list?list=1` (`/public/local` names `public:local`).
 */
const openConnection =
  (state: ServerState, connections: Set<Connection>) =>
  (socket: WebSocket, request: FastifyRequest) => {
    const connection: Connection = {
      socket,
      origin: originOf(request),
      auth: request.auth,
      streams: new Set(),
    };
    connections.add(connection);
    const query = asParams(request.query);
    const path = optString(asParams(request.params), '*');
    const initial = path
      ? path.replace(/\/+$/, '').replaceAll('/', ':')
      : optString(query, 'stream');
    // Commands run one after another: a subscription is checked before the next command.
    let commands: Promise<void> = Promise.resolve();
    const stream = initial ? streamOf(query, initial) : null;
    if (stream) commands = subscribe(state, connection, stream);
    socket.on('message', (data) => {
      commands = commands.then(() => onCommand(state, connection, data)).catch(() => undefined);
    });
    socket.on('close', () => connections.delete(connection));
  };

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A revoked token's streams end at once (1008: the token no longer allows them). */
function closeRevoked(connections: Set<Connection>, tokenId: string): void {
  for (const connection of connections) {
    if (connection.auth?.tokenId !== tokenId) continue;
    connections.delete(connection);
    connection.socket.close(1008, 'The access token was revoked');
  }
}

/**
 * What dispatching each event would send to the open streams, in order, without sending it:
 * the dispatcher runs against stand-ins of the connections whose sockets record.
 */
async function recordFrames(
  state: ServerState,
  connections: Set<Connection>,
  events: HubEvent[],
): Promise<RecordedSend[][]> {
  let sends: RecordedSend[] = [];
  const standIns = new Set<Connection>();
  for (const connection of connections) {
    const socket = {
      OPEN: connection.socket.OPEN,
      readyState: connection.socket.OPEN,
      send: (data: string) => void sends.push({ socket: connection.socket, data }),
    } as unknown as WebSocket;
    standIns.add({ ...connection, streams: new Set(connection.streams), socket });
  }
  const dispatch = dispatcher(state, standIns);
  const frames: RecordedSend[][] = [];
  for (const event of events) {
    await dispatch(event);
    frames.push(sends);
    sends = [];
  }
  return frames;
}

export function registerStreaming(app: FastifyInstance, state: ServerState): void {
  const connections = new Set<Connection>();
  app.get('/api/v1/streaming/health', async (_request, reply) =>
    reply.type('text/plain').send('OK'),
  );
  const streamRoute = { websocket: true, preValidation: authenticate(state) } as const;
  app.get('/api/v1/streaming', streamRoute, openConnection(state, connections));
  app.get('/api/v1/streaming/*', streamRoute, openConnection(state, connections));

  // One queue keeps events in the order they happened (an update never overtakes its delete),
  // and each waits a turn of the event loop so the request that caused it answers first.
  let queue = Promise.resolve();
  const dispatch = dispatcher(state, connections);
  const stop = state.hub.on((event) => {
    if (event.type === 'token.revoked') {
      closeRevoked(connections, event.tokenId);
      return;
    }
    queue = queue
      .then(nextTurn)
      .then(() => dispatch(event))
      .catch((error: unknown) => console.error('streaming dispatch failed', error));
  });
  state.recordStreams = async (events) => {
    await queue;
    return recordFrames(state, connections, events);
  };
  app.addHook('onClose', async () => {
    stop();
    for (const connection of connections) connection.socket.close(1001);
    await queue;
  });
}
