import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import accountLists from './accountLists';
import accounts from './accounts';
import { alertMiddleware } from './alertMiddleware';
import alerts from './alerts';
import collections from './collections';
import compose from './compose';
import contexts from './contexts';
import type { StoreDeps } from './deps';
import { registerMarkerSync } from './markerSync';
import { registerPersistence } from './persistence';
import { registerStreaming } from './streaming';
import { registerSweep } from './sweepSchedule';
import filters from './filters';
import markers from './markers';
import modals from './modals';
import notifications from './notifications';
import relationships from './relationships';
import session, { sessionConnecting, signedOut } from './session';
import settings from './settings';
import statuses from './statuses';
import suggestions from './suggestions';
import timelines from './timelines';
import reactionDeck from './reactionDeck';
import statusLists from './statusLists';
import translations from './translations';

export const rootReducer = combineReducers({
  session,
  accounts,
  statuses,
  relationships,
  timelines,
  notifications,
  compose,
  alerts,
  settings,
  markers,
  modals,
  suggestions,
  contexts,
  translations,
  statusLists,
  reactionDeck,
  filters,
  collections,
  accountLists,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A new session or a sign-out starts from a clean slate; alerts stay on screen. */
const appReducer: typeof rootReducer = (state, action) => {
  if (state && (sessionConnecting.match(action) || signedOut.match(action))) {
    const fresh = rootReducer(undefined, action);
    return rootReducer({ ...fresh, alerts: state.alerts, session: state.session }, action);
  }
  return rootReducer(state, action);
};

export function createAppStore(deps: StoreDeps) {
  const listener = createListenerMiddleware({ extra: deps });
  const store = configureStore({
    reducer: appReducer,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: deps },
        // Entities are plain data; the checks cost more than they find on long timelines.
        serializableCheck: false,
        immutableCheck: false,
      })
        .prepend(listener.middleware)
        .concat(alertMiddleware),
  });
  const typed = listener as unknown as Parameters<typeof registerStreaming>[0];
  registerStreaming(typed);
  registerPersistence(typed);
  registerMarkerSync(typed);
  registerSweep(typed);
  return { store, listener };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
