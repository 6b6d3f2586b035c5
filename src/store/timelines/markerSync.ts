import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { fetchMarkers, saveMarkers, saveMarkersOnExit } from '../../api/markers';
import type { Markers } from '../../entities/types';
import { MARKER_THROTTLE_MS } from '../constants';
import type { StoreDeps } from '../deps';
import type { AppDispatch, RootState } from '../index';
import { markerRead, markersReceived, markersSent } from './markers';
import { sessionConnected, sessionConnectionStarted } from '../session/session';
import { clientOf } from '../thunk';

type Listener = ListenerMiddlewareInstance<RootState, AppDispatch, StoreDeps>;

const pendingOf = (state: RootState): Partial<Markers> => {
  const out: Partial<Markers> = {};
  if (state.markers.pending.home) out.home = state.markers.pending.home;
  if (state.markers.pending.notifications) out.notifications = state.markers.pending.notifications;
  return out;
};

/** Read markers, sent at most every 5 minutes and once more on page exit. */
export function registerMarkerSync(listener: Listener) {
  let lastSentAt = 0;
  // Home's opening reads the markers with its first page (homePlaceActions.ts), and that
  // answer is usually in before the session's checks: the session then need not ask again.
  let readSinceConnecting = false;
  listener.startListening({
    actionCreator: sessionConnectionStarted,
    effect: () => {
      readSinceConnecting = false;
    },
  });
  listener.startListening({
    actionCreator: markersReceived,
    effect: () => {
      readSinceConnecting = true;
    },
  });

  listener.startListening({
    actionCreator: sessionConnected,
    effect: async (action, api) => {
      if (!action.payload.meId || readSinceConnecting) return;
      const result = await fetchMarkers(clientOf(api.getState(), api.extra));
      if (result.ok) api.dispatch(markersReceived(result.value));
    },
  });

  listener.startListening({
    actionCreator: markerRead,
    effect: async (_action, api) => {
      // One send waits for the window; later reads ride along with it, and a read that came
      // while a send was on its way goes with the next window.
      api.unsubscribe();
      try {
        for (;;) {
          const wait = Math.max(0, lastSentAt + MARKER_THROTTLE_MS - api.extra.now());
          if (wait > 0) await api.delay(wait);
          const state = api.getState();
          const body = pendingOf(state);
          if (!state.session.meId || Object.keys(body).length === 0) return;
          lastSentAt = api.extra.now();
          const result = await saveMarkers(clientOf(state, api.extra), body);
          if (!result.ok) return;
          api.dispatch(markersSent(body));
        }
      } finally {
        api.subscribe();
      }
    },
  });
}

/** On page exit the unsent position goes out with a keepalive request. */
export function flushMarkersOnExit(state: RootState, deps: StoreDeps) {
  const { origin, token, meId } = state.session;
  const body = pendingOf(state);
  if (!origin || !token || !meId || Object.keys(body).length === 0) return;
  saveMarkersOnExit({ origin, token, fetch: deps.fetch }, body);
}
