import { createAction, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import {
  openStreaming,
  type StreamParams,
  type StreamingConnection,
  type StreamingEvent,
} from '../../api/streaming';
import { entitiesReceived } from '../entities';
import type { StoreDeps } from '../deps';
import type { AppDispatch, RootState } from '../index';
import { notificationReceived } from '../notifications/notifications';
import { removeStatuses } from '../statuses/removalActions';
import { sessionConnected, signedOut } from '../session/session';
import { timelineWentOffline, timelineWentOnline, timelineUpdated } from './timelines';

/** A stream a screen asks for, under the key of the timeline it feeds. */
export type StreamRequest = { key: string; stream: string } & StreamParams;
/** A screen that shows a timeline asks for its stream; the last one to leave lets it go. */
export const streamWanted = createAction<StreamRequest>('streaming/wanted');
export const streamUnwanted = createAction<StreamRequest>('streaming/unwanted');

/** The stream's own parameters (a hashtag, a list, an antenna), none when it has none. */
const paramsOf = ({ tag, list, antenna }: StreamParams): StreamParams | undefined =>
  tag || list || antenna ? { tag, list, antenna } : undefined;

type Listener = ListenerMiddlewareInstance<RootState, AppDispatch, StoreDeps>;

/** The timeline a stream feeds: the user stream feeds home. */
const timelineKeyOfStream = (stream: string[]): string | null => {
  const [name, tag] = stream;
  if (!name) return null;
  if (name === 'user') return 'home';
  if (name === 'hashtag' || name === 'hashtag:local')
    return tag ? `${name}:${tag.toLowerCase()}` : null;
  // kmyblue names an antenna's events ['antenna', id], as its timeline is keyed.
  if (name === 'antenna') return tag ? `antenna:${tag}` : null;
  return name;
};

export function registerStreaming(listener: Listener) {
  let connection: StreamingConnection | null = null;
  const wanted = new Map<string, { count: number; stream: string; params?: StreamParams }>();
  const streamedKeys = () => ['home', ...wanted.keys()];

  const handle = (event: StreamingEvent, dispatch: AppDispatch) => {
    switch (event.type) {
      case 'update': {
        dispatch(entitiesReceived(event.bundle));
        const key = timelineKeyOfStream(event.stream);
        if (key) dispatch(timelineUpdated({ key, id: event.statusId }));
        return;
      }
      case 'status.update':
        dispatch(entitiesReceived(event.bundle));
        return;
      case 'delete':
        dispatch(removeStatuses([event.statusId]));
        return;
      case 'notification':
        dispatch(entitiesReceived(event.bundle));
        dispatch(notificationReceived(event.notification));
        return;
      default:
        return;
    }
  };

  listener.startListening({
    actionCreator: sessionConnected,
    effect: (action, api) => {
      connection?.close();
      connection = null;
      const { origin, token, instance } = api.getState().session;
      const WebSocketImpl = api.extra.WebSocket;
      if (!origin || !WebSocketImpl) return;
      connection = openStreaming({
        streamingUrl: instance?.configuration.streamingUrl ?? null,
        origin,
        token,
        WebSocketImpl,
        onEvent: (event) => handle(event, api.dispatch),
        onStatus: (status) => {
          for (const key of streamedKeys()) {
            api.dispatch(status === 'online' ? timelineWentOnline(key) : timelineWentOffline(key));
          }
        },
      });
      if (action.payload.meId) connection.subscribe('user');
      for (const { stream, params } of wanted.values()) connection.subscribe(stream, params);
    },
  });

  listener.startListening({
    actionCreator: signedOut,
    effect: () => {
      connection?.close();
      connection = null;
      wanted.clear();
    },
  });

  listener.startListening({
    actionCreator: streamWanted,
    effect: ({ payload }) => {
      const entry = wanted.get(payload.key);
      if (entry) {
        entry.count += 1;
        return;
      }
      const params = paramsOf(payload);
      wanted.set(payload.key, { count: 1, stream: payload.stream, params });
      connection?.subscribe(payload.stream, params);
    },
  });

  listener.startListening({
    actionCreator: streamUnwanted,
    effect: ({ payload }) => {
      const entry = wanted.get(payload.key);
      if (!entry) return;
      entry.count -= 1;
      if (entry.count > 0) return;
      wanted.delete(payload.key);
      connection?.unsubscribe(payload.stream, entry.params);
    },
  });
}
