/**
 * What the streaming worker does (streamingWorker.ts is its entry): it holds the WebSocket,
 * reads each message (JSON, the status's HTML into rich text) and sends the page the events
 * that came within WORKER_BATCH_MS as one message, so a busy stream costs the page a few cheap
 * messages a second instead of parsing every post.
 *
 * The connection opens at once, with the page; the code that reads messages is loaded with the
 * first message, or when the page says its first screen is done ('warm'), whichever is first.
 * Until then what comes waits in order, and a drop or a return waits behind it.
 */
import type { StreamingEvent } from './streamingEvents';
import {
  openStreamingSocket,
  type StreamingConnection,
  type StreamingSocketOptions,
} from './streamingSocket';
import {
  WORKER_BATCH_MS,
  type StreamingCommand,
  type StreamingReport,
} from './streamingWorkerMessages';

/** The dedicated worker's global scope, as far as it is used here (the DOM lib types `self`). */
export interface StreamingWorkerScope {
  postMessage(report: StreamingReport): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<StreamingCommand>) => void,
  ): void;
}

/** Reads one message into its event; null for what is not one (streaming.ts). */
export type StreamingReader = (data: unknown) => StreamingEvent | null;

/** Messages that waited for the reader beyond this are dropped, oldest first. */
export const UNREAD_MESSAGES_MAX = 2_000;

type Waiting = { data: unknown } | { status: 'online' | 'offline' };

export function serveStreaming(
  scope: StreamingWorkerScope,
  loadReader: () => Promise<StreamingReader>,
  open: (options: StreamingSocketOptions) => StreamingConnection = openStreamingSocket,
) {
  let connection: StreamingConnection | null = null;
  let reader: StreamingReader | null = null;
  let loading: Promise<void> | null = null;
  /** What came before the reader was there, in order. */
  let unread: Waiting[] = [];
  let events: StreamingEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (events.length === 0) return;
    const batch = events;
    events = [];
    scope.postMessage({ type: 'events', events: batch });
  };

  const take = (read: StreamingReader, data: unknown) => {
    const event = read(data);
    if (!event) return;
    events.push(event);
    timer ??= setTimeout(send, WORKER_BATCH_MS);
  };

  const tell = (status: 'online' | 'offline') => {
    // What came before the drop is sent before it.
    send();
    scope.postMessage({ type: 'status', status });
  };

  const readWaiting = (read: StreamingReader) => {
    const waiting = unread;
    unread = [];
    for (const item of waiting) {
      if ('status' in item) tell(item.status);
      else take(read, item.data);
    }
  };

  const load = () => {
    loading ??= loadReader().then(
      (read) => {
        reader = read;
        readWaiting(read);
      },
      (error: unknown) => {
        // Tried again with the next message.
        loading = null;
        console.warn('Could not load the streaming reader:', error);
      },
    );
  };

  scope.addEventListener('message', ({ data: command }) => {
    switch (command.type) {
      case 'open':
        connection?.close();
        unread = [];
        connection = open({
          streamingUrl: command.streamingUrl,
          origin: command.origin,
          token: command.token,
          onMessage(data) {
            if (reader && unread.length === 0) {
              take(reader, data);
              return;
            }
            unread.push({ data });
            if (unread.length > UNREAD_MESSAGES_MAX) unread.shift();
            load();
          },
          onStatus(status) {
            if (unread.length === 0) tell(status);
            else unread.push({ status });
          },
        });
        return;
      case 'subscribe':
        connection?.subscribe(command.stream, command.params);
        return;
      case 'unsubscribe':
        connection?.unsubscribe(command.stream, command.params);
        return;
      case 'warm':
        load();
        return;
      case 'close':
        send();
        unread = [];
        connection?.close();
        connection = null;
        return;
    }
  });
}
