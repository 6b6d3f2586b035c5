/**
 * The streaming connection off the page's main thread: this dedicated worker holds the
 * WebSocket, reads and validates each message (JSON, the status's HTML into rich text) and
 * sends the page the events that came within WORKER_BATCH_MS as one message, so a busy
 * stream costs the page a few cheap messages a second instead of parsing every post.
 */
import { openStreaming, type StreamingConnection } from './streaming';
import type { StreamingEvent } from './streamingEvents';
import {
  WORKER_BATCH_MS,
  type StreamingCommand,
  type StreamingReport,
} from './streamingWorkerMessages';

/** The dedicated worker's global scope, as far as it is used here (the DOM lib types `self`). */
interface WorkerScope {
  postMessage(report: StreamingReport): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<StreamingCommand>) => void,
  ): void;
}
const scope = globalThis as unknown as WorkerScope;

let connection: StreamingConnection | null = null;
let waiting: StreamingEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

const send = () => {
  if (timer) clearTimeout(timer);
  timer = null;
  if (waiting.length === 0) return;
  const events = waiting;
  waiting = [];
  scope.postMessage({ type: 'events', events });
};

scope.addEventListener('message', ({ data: command }) => {
  switch (command.type) {
    case 'open':
      connection?.close();
      connection = openStreaming({
        streamingUrl: command.streamingUrl,
        origin: command.origin,
        token: command.token,
        onEvent(event) {
          waiting.push(event);
          timer ??= setTimeout(send, WORKER_BATCH_MS);
        },
        onStatus(status) {
          // What came before the drop is sent before it.
          send();
          scope.postMessage({ type: 'status', status });
        },
      });
      return;
    case 'subscribe':
      connection?.subscribe(command.stream, command.params);
      return;
    case 'unsubscribe':
      connection?.unsubscribe(command.stream, command.params);
      return;
    case 'close':
      send();
      connection?.close();
      connection = null;
      return;
  }
});
