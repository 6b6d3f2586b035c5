/** Mastodon streaming protocol over WebSocket at /api/v1/streaming. */
export const STREAM_NAMES = [
  'user',
  'user:notification',
  'public',
  'public:local',
  'public:remote',
  'public:media',
  'public:local:media',
  'hashtag',
  'hashtag:local',
  'list',
  'antenna',
  'direct',
] as const;
export type ApiStreamName = (typeof STREAM_NAMES)[number];

/** What a client sends: {"type":"subscribe","stream":"public"}. */
export interface ApiStreamCommandJSON {
  type: 'subscribe' | 'unsubscribe';
  stream: ApiStreamName;
  tag?: string;
  list?: string;
  antenna?: string;
}

/** What a server sends; payload is a JSON string (status, notification) or a bare id (delete). */
export interface ApiStreamEventJSON {
  stream: string[];
  event:
    | 'update'
    | 'delete'
    | 'status.update'
    | 'notification'
    | 'filters_changed'
    | 'conversation'
    | 'announcement'
    | 'announcement.reaction'
    | 'announcement.delete'
    | 'emoji_reaction'
    | 'notifications_merged';
  payload?: string;
}
