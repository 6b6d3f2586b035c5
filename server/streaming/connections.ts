/** A streaming connection's subscriptions, and which streams an event belongs on. */
import type { WebSocket } from 'ws';
import type { ApiStreamCommandJSON, ApiStreamEventJSON } from '../../src/api/types';
import { hasScope, type AuthInfo } from '../auth';
import type { DeletedStatusFacts } from '../services/events';
import { ownsFeed } from '../services/streamingQueries';
import type { ServerState } from '../state';

export interface Connection {
  socket: WebSocket;
  origin: string;
  auth: AuthInfo | null;
  /** Stream keys: "user", "public:local", "hashtag:tag", "list:<id>", "antenna:<id>", ... */
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

export function streamKey(command: Partial<ApiStreamCommandJSON>): string | null {
  const stream = command.stream;
  if (!stream) return null;
  if (stream === 'hashtag' || stream === 'hashtag:local') {
    return command.tag ? `${stream}:${command.tag.toLowerCase()}` : null;
  }
  if (stream === 'list') return command.list ? `list:${command.list}` : null;
  if (stream === 'antenna') return command.antenna ? `antenna:${command.antenna}` : null;
  if (stream === 'user' || stream === 'user:notification' || stream === 'direct') return stream;
  return PUBLIC_STREAMS.includes(stream) ? stream : null;
}

/** The wire name of a stream key: ["hashtag", "tag"], ["list", "<id>"] or ["public:local"]. */
export function streamName(key: string): string[] {
  const match = /^(hashtag(?::local)?|list|antenna):(.+)$/.exec(key);
  return match ? [match[1]!, match[2]!] : [key];
}

type Refusal = { error: string; status: number } | null;

/** Signed-in streams need a token with one of the scopes. */
function missingScope(connection: Connection, scopes: string[]): Refusal {
  if (!connection.auth?.accountId) return { error: 'Missing access token', status: 401 };
  if (!scopes.some((scope) => hasScope(connection.auth!.scopes, scope)))
    return { error: 'Access token does not have the required scopes', status: 401 };
  return null;
}

/** A list or antenna stream is its owner's alone (Mastodon's authorizeListAccess). */
async function feedRefusal(state: ServerState, connection: Connection, key: string) {
  const [kind, id] = streamName(key) as ['list' | 'antenna', string];
  const refusal = missingScope(connection, ['read:lists', 'read:statuses']);
  if (refusal) return refusal;
  if (await ownsFeed(state.db, kind, id, connection.auth!.accountId!)) return null;
  return { error: `Not authorized to stream this ${kind}`, status: 401 };
}

export function send(
  connection: Connection,
  message: ApiStreamEventJSON | { error: string; status: number },
): void {
  if (connection.socket.readyState === connection.socket.OPEN)
    connection.socket.send(JSON.stringify(message));
}

/** Streams vanilla Mastodon does not have. */
const KMYBLUE_STREAMS = ['antenna'];

export async function subscribe(
  state: ServerState,
  connection: Connection,
  command: Partial<ApiStreamCommandJSON>,
): Promise<void> {
  const key = streamKey(command);
  if (!key || (state.flavour === 'mastodon' && KMYBLUE_STREAMS.includes(command.stream ?? ''))) {
    send(connection, { error: 'Unknown stream type', status: 400 });
    return;
  }
  let refusal: Refusal = null;
  if (key.startsWith('user') || key === 'direct')
    refusal = missingScope(connection, ['read:statuses', 'read:notifications']);
  else if (key.startsWith('list:') || key.startsWith('antenna:'))
    refusal = await feedRefusal(state, connection, key);
  if (refusal) send(connection, refusal);
  else connection.streams.add(key);
}

/** Which of a connection's streams a status belongs on (for updates, edits and deletions). */
export function publicStreamsFor(facts: DeletedStatusFacts, signedIn: boolean): string[] {
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
