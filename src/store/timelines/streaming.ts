import { createAction, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import {
  openStreaming,
  type StreamingConnection,
  type StreamingEvent,
  type StreamParams,
} from '../../api/streaming';
import { openStreamingInWorker } from '../../api/streamingInWorker';
import { createFrameQueue, immediately, type FrameQueue } from '../../lib/frameQueue';
import type { StoreDeps } from '../deps';
import type { AppDispatch, RootState } from '../index';
import { sessionConnected, signedOut } from '../session/session';
import { sessionLeft } from '../session/sessionRequests';
import { applyStreamEvents, goesToPending } from './streamBatch';
import { timelineWentOffline, timelineWentOnline } from './timelines';

export { timelineKeyOfStream } from './streamBatch';

/** Which stream: its name and its parameter (a hashtag's tag, a list's or an antenna's id). */
export interface StreamWish {
  key: string;
  stream: string;
  tag?: string;
  list?: string;
  antenna?: string;
}

/** A screen that shows a timeline asks for its stream; the last one to leave lets it go. */
export const streamWanted = createAction<StreamWish>('streaming/wanted');
export const streamUnwanted = createAction<StreamWish>('streaming/unwanted');

const paramsOf = ({ tag, list, antenna }: Omit<StreamWish, 'key'>): StreamParams | undefined =>
  tag ? { tag } : list ? { list } : antenna ? { antenna } : undefined;

type Listener = ListenerMiddlewareInstance<RootState, AppDispatch, StoreDeps>;

export function registerStreaming(listener: Listener) {
  let connection: StreamingConnection | null = null;
  const wanted = new Map<string, { count: number } & Omit<StreamWish, 'key'>>();
  const streamedKeys = () => ['home', ...wanted.keys()];

  // Events wait for the next frame and are applied together (streamBatch.ts).
  let queue: FrameQueue<StreamingEvent> | null = null;

  listener.startListening({
    actionCreator: sessionConnected,
    effect: (action, api) => {
      connection?.close();
      connection = null;
      // What the last session's stream brought belongs to it.
      queue?.clear();
      const schedule = api.extra.scheduleFrame ?? immediately;
      queue = createFrameQueue(
        (events) => applyStreamEvents(events, api.dispatch, () => api.getState()),
        schedule,
        api.extra.scheduleQuietFrame ?? schedule,
      );
      const { origin, token, instance } = api.getState().session;
      const { WebSocket: WebSocketImpl, streamingWorker } = api.extra;
      if (!origin || (!WebSocketImpl && !streamingWorker)) return;
      const options = {
        streamingUrl: instance?.configuration.streamingUrl ?? null,
        origin,
        token,
        onEvent: (event: StreamingEvent) =>
          queue?.push(event, goesToPending(event, api.getState())),
        onStatus: (status: 'online' | 'offline') => {
          // What came before the drop goes in before its gap marker.
          queue?.flush();
          for (const key of streamedKeys()) {
            api.dispatch(status === 'online' ? timelineWentOnline(key) : timelineWentOffline(key));
          }
        },
      };
      connection = streamingWorker
        ? openStreamingInWorker(streamingWorker, options)
        : openStreaming({ ...options, WebSocketImpl: WebSocketImpl ?? undefined });
      if (action.payload.meId) connection.subscribe('user');
      for (const entry of wanted.values()) connection.subscribe(entry.stream, paramsOf(entry));
    },
  });

  const close = () => {
    connection?.close();
    connection = null;
    queue?.clear();
    queue = null;
  };
  listener.startListening({
    actionCreator: signedOut,
    effect: () => {
      close();
      wanted.clear();
    },
  });
  // Switching accounts: the old account's stream ends before the next one's store fills; the
  // screens' wishes stay and are asked of the next connection.
  listener.startListening({ actionCreator: sessionLeft, effect: close });

  listener.startListening({
    actionCreator: streamWanted,
    effect: ({ payload }) => {
      const entry = wanted.get(payload.key);
      if (entry) {
        entry.count += 1;
        return;
      }
      const { key, ...wish } = payload;
      wanted.set(key, { count: 1, ...wish });
      connection?.subscribe(payload.stream, paramsOf(payload));
    },
  });

  listener.startListening({
    actionCreator: streamUnwanted,
    effect: ({ payload }) => {
      const entry = wanted.get(payload.key);
      if (!entry) return;
      // A screen leaving still gets what its stream already brought.
      queue?.flush();
      entry.count -= 1;
      if (entry.count > 0) return;
      wanted.delete(payload.key);
      connection?.unsubscribe(payload.stream, paramsOf(payload));
    },
  });
}
