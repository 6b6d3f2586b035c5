/** A streaming connection's subscriptions, and which streams an event belongs on. */
import type { WebSocket } from 'ws';
import type { ApiStreamCommandJSON, ApiStreamEventJSON } from '../../src/api/types';
import { hasScope, type AuthInfo } from '../auth';
import type { DeletedStatusFacts } from '../services/events';

export interface Connection {
  socket: WebSocket;
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

export function streamKey(command: Partial<ApiStreamCommandJSON>): string | null {
  const stream = command.stream;
  if (!stream) return null;
  if (stream === 'hashtag' || stream === 'hashtag:local') {
    return command.tag ? `${stream}:${command.tag.toLowerCase()}` : null;
  }
  if (stream === 'user' || stream === 'user:notification' || stream === 'direct') return stream;
  return PUBLIC_STREAMS.includes(stream) ? stream : null;
}

/** The wire name of a stream key: ["hashtag", "tag"] or ["public:local"]. */
export function streamName(key: string): string[] {
  const match = /^(hashtag(?::local)?):(.+)$/.exec(key);
  return match ? [match[1]!, match[2]!] : [key];
}

export function send(
  connection: Connection,
  message: ApiStreamEventJSON | { error: string; status: number },
): void {
  if (connection.socket.readyState === connection.socket.OPEN)
    connection.socket.send(JSON.stringify(message));
}

export function subscribe(connection: Connection, command: Partial<ApiStreamCommandJSON>): void {
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
