/**
 * The page's side of the streaming worker (streamingWorker.ts): the same connection as
 * openStreaming, with the socket and the reading of messages in the worker.
 */
import type { StreamingConnection, StreamingOptions } from './streaming';
import type { StreamingCommand, StreamingReport } from './streamingWorkerMessages';

/** Just what is used of a Worker (tests pass a fake). */
export interface StreamingWorker {
  postMessage(command: StreamingCommand): void;
  onmessage: ((event: MessageEvent<StreamingReport>) => void) | null;
  terminate(): void;
}

export function openStreamingInWorker(
  createWorker: () => StreamingWorker,
  options: Pick<StreamingOptions, 'streamingUrl' | 'origin' | 'token' | 'onEvent' | 'onStatus'>,
): StreamingConnection {
  const worker = createWorker();
  let closed = false;
  worker.onmessage = ({ data: report }) => {
    if (closed) return;
    if (report.type === 'status') options.onStatus?.(report.status);
    else for (const event of report.events) options.onEvent(event);
  };
  const { streamingUrl, origin, token } = options;
  worker.postMessage({ type: 'open', streamingUrl, origin, token });
  return {
    subscribe(stream, params) {
      worker.postMessage({ type: 'subscribe', stream, params });
    },
    unsubscribe(stream, params) {
      worker.postMessage({ type: 'unsubscribe', stream, params });
    },
    close() {
      closed = true;
      worker.postMessage({ type: 'close' });
      worker.terminate();
    },
  };
}
