/** What the page and the streaming worker (streamingWorker.ts) say to each other. */
import type { StreamingEvent } from './streamingEvents';
import type { StreamParams } from './streamingSocket';

/** The page to the worker. */
export type StreamingCommand =
  | { type: 'open'; streamingUrl: string | null; origin: string; token: string | null }
  | { type: 'subscribe'; stream: string; params?: StreamParams }
  | { type: 'unsubscribe'; stream: string; params?: StreamParams }
  | { type: 'close' }
  /** Load the code that reads messages now rather than with the first one. */
  | { type: 'warm' };

/** The worker to the page: events already read and validated, in the order they came. */
export type StreamingReport =
  { type: 'events'; events: StreamingEvent[] } | { type: 'status'; status: 'online' | 'offline' };

/**
 * The worker sends what came within this long as one message: at most 4 messages (and so
 * store updates) a second for the page however busy the stream, as often as the "new posts"
 * count changes, and soon enough for a post at the top.
 */
export const WORKER_BATCH_MS = 250;
