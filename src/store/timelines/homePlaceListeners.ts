import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { HOME_PLACE_WRITE_MS } from '../constants';
import type { StoreDeps } from '../deps';
import type { AppDispatch, RootState } from '../index';
import { scopeOf } from '../session/persistence';
import { signedOut } from '../session/session';
import { forgetKeptPlace, writeKeptPlace } from './homePlace';
import { homePlaceSeen, markerRead } from './markers';

type Listener = ListenerMiddlewareInstance<RootState, AppDispatch, StoreDeps>;

/** Keeps the reader's place in home now (on leaving the page, and once the scroll stops). */
export function saveHomePlace(state: RootState, storage: Pick<Storage, 'setItem'>): void {
  const place = state.markers.homePlace;
  if (place && state.session.meId) writeKeptPlace(storage, scopeOf(state), place);
}

export function registerHomePlace(listener: Listener) {
  // The post at the top of the screen is the home marker too (sent throttled, markerSync.ts).
  // The place is written a moment later, with whatever it is by then: at most that often
  // however long the reader scrolls.
  let scheduled = false;
  listener.startListening({
    actionCreator: homePlaceSeen,
    effect: async (action, api) => {
      api.dispatch(markerRead({ timeline: 'home', id: action.payload.statusId }));
      if (scheduled) return;
      scheduled = true;
      await api.delay(HOME_PLACE_WRITE_MS).finally(() => (scheduled = false));
      saveHomePlace(api.getState(), api.extra.localStorage);
    },
  });

  // Signing out leaves nothing of the account behind.
  listener.startListening({
    actionCreator: signedOut,
    effect: (_action, api) => {
      const state = api.getOriginalState();
      if (state.session.meId) forgetKeptPlace(api.extra.localStorage, scopeOf(state));
    },
  });
}
