/**
 * The streaming connection (streamingSocket.ts) with its messages read into events: how the
 * page streams when it has no worker, and what the worker loads to read what it receives.
 */
import {
  openStreamingSocket,
  type StreamingConnection,
  type StreamingSocketOptions,
} from './streamingSocket';
import { parseStreamingMessage, type StreamingEvent } from './streamingEvents';

export { reconnectDelay, STREAMING_CONNECT_TIMEOUT_MS, streamingEndpoint } from './streamingSocket';
export type { StreamingConnection, StreamParams } from './streamingSocket';
export type { StreamingEvent } from './streamingEvents';

export type StreamingOptions = Omit<StreamingSocketOptions, 'onMessage'> & {
  onEvent(event: StreamingEvent): void;
};

/** One message read into its event: null for what is not one, and a warning for bad data. */
export function readStreamingMessage(data: unknown): StreamingEvent | null {
  try {
    return parseStreamingMessage(data);
  } catch (error) {
    console.warn('Dropped a streaming message:', error instanceof Error ? error.message : error);
    return null;
  }
}

export function openStreaming(options: StreamingOptions): StreamingConnection {
  return openStreamingSocket({
    ...options,
    onMessage(data) {
      const event = readStreamingMessage(data);
      if (event) options.onEvent(event);
    },
  });
}
