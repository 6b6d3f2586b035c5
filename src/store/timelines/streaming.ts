import { createAction, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import {
  openStreaming,
  type StreamingConnection,
  type StreamingEvent,
  type StreamParams,
} from '../../api/streaming';
import { entitiesReceived } from '../entities';
import { handleDirectStreamEvent } from '../conversations/directStreamEvents';
import type { StoreDeps } from '../deps';
import type { AppDispatch, RootState } from '../index';
import { notificationReceived } from '../notifications/notifications';
import { notificationSound } from '../notifications/notificationAlertRules';
import { refreshMergedNotifications } from '../notifications/notificationActions';
import { removeStatuses } from '../statuses/removalActions';
import { sessionConnected, signedOut } from '../session/session';
import { timelineWentOffline, timelineWentOnline, timelineUpdated } from './timelines';

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

/**
 * The timeline a stream feeds: the user stream feeds home, a list's or an antenna's its own
 * (`list:{id}`, `antenna:{id}`).
 */
export const timelineKeyOfStream = (stream: string[]): string | null => {
  const [name, param] = stream;
  if (!name) return null;
  if (name === 'user') return 'home';
  if (name === 'hashtag' || name === 'hashtag:local')
    return param ? `${name}:${param.toLowerCase()}` : null;
  if (name === 'list' || name === 'antenna') return param ? `${name}:${param}` : null;
  return name;
};

export function registerStreaming(listener: Listener) {
  let connection: StreamingConnection | null = null;
  const wanted = new Map<string, { count: number } & Omit<StreamWish, 'key'>>();
  const streamedKeys = () => ['home', ...wanted.keys()];

  const handle = (event: StreamingEvent, dispatch: AppDispatch, getState: () => RootState) => {
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
        dispatch(
          notificationReceived(
            event.notification,
            notificationSound(getState(), event.notification),
          ),
        );
        return;
      case 'notifications_merged':
        void dispatch(refreshMergedNotifications());
        return;
      default:
        handleDirectStreamEvent(event, dispatch);
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
        onEvent: (event) => handle(event, api.dispatch, () => api.getState()),
        onStatus: (status) => {
          for (const key of streamedKeys()) {
            api.dispatch(status === 'online' ? timelineWentOnline(key) : timelineWentOffline(key));
          }
        },
      });
      if (action.payload.meId) connection.subscribe('user');
      for (const entry of wanted.values()) connection.subscribe(entry.stream, paramsOf(entry));
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
      entry.count -= 1;
      if (entry.count > 0) return;
      wanted.delete(payload.key);
      connection?.unsubscribe(payload.stream, paramsOf(payload));
    },
  });
}
