import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import accounts from './accounts/accounts';
import accountProfiles from './accounts/profiles';
import { alertMiddleware } from './alerts/alertMiddleware';
import alerts from './alerts/alerts';
import announcements from './announcements/announcements';
import antennas from './antennas/antennas';
import collections from './collections/collections';
import composer from './compose/composer';
import conversations from './conversations/conversations';
import draft from './compose/draft';
import contexts from './statuses/contexts';
import domainBlocks from './domainBlocks/domainBlocks';
import type { StoreDeps } from './deps';
import { registerMarkerSync } from './timelines/markerSync';
import { registerNotificationAlerts } from './notifications/notificationAlerts';
import { registerPersistence } from './session/persistence';
import { registerLocaleSync } from './session/localeSync';
import { registerStreaming } from './timelines/streaming';
import { registerHomeCache } from './timelines/homeCacheListeners';
import { registerHomePlace } from './timelines/homePlaceListeners';
import { registerSweep } from './memory/sweepSchedule';
import filters from './filters/filters';
import markers from './timelines/markers';
import modals from './modals';
import notifications from './notifications/notifications';
import notificationRequests from './notificationRequests/notificationRequests';
import relationships from './accounts/relationships';
import session, { sessionConnectionStarted, signedOut } from './session/session';
import { sessionRequestsMiddleware } from './session/sessionRequests';
import accountRegistry from './accountRegistry/accountRegistry';
import { registerAccountRegistry } from './accountRegistry/registryListeners';
import settings from './session/settings';
import statuses from './statuses/statuses';
import suggestions from './accounts/suggestions';
import timelines from './timelines/timelines';
import reactionDeck from './statuses/reactionDeck';
import pagedLists from './pagedLists/pagedLists';
import pictureInPicture from './pictureInPicture/pictureInPicture';
import push from './push/push';
import scheduledStatuses from './scheduledStatuses/scheduledStatuses';
import search from './search/search';
import { registerSearchListeners } from './search/searchListeners';
import translations from './statuses/translations';
import tags from './tags/tags';
import trends from './trends/trends';

export const rootReducer = combineReducers({
  session,
  accounts,
  statuses,
  relationships,
  timelines,
  notifications,
  draft,
  composer,
  alerts,
  settings,
  markers,
  modals,
  suggestions,
  contexts,
  translations,
  pagedLists,
  reactionDeck,
  filters,
  collections,
  antennas,
  search,
  tags,
  trends,
  domainBlocks,
  accountProfiles,
  push,
  notificationRequests,
  conversations,
  announcements,
  pictureInPicture,
  scheduledStatuses,
  accountRegistry,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A new session or a sign-out starts from a clean slate; alerts stay on screen, and so does the
 * list of the accounts signed in on this browser.
 */
const appReducer: typeof rootReducer = (state, action) => {
  if (state && (sessionConnectionStarted.match(action) || signedOut.match(action))) {
    const fresh = rootReducer(undefined, action);
    const kept = {
      alerts: state.alerts,
      session: state.session,
      accountRegistry: state.accountRegistry,
    };
    return rootReducer({ ...fresh, ...kept }, action);
  }
  return rootReducer(state, action);
};

/**
 * Development and tests freeze every state the reducers return, so a mutation outside them
 * throws where it happens. A production build does not: freezing walks each new post's whole
 * tree (its rich text, media and account) on every update, and an older page or the first
 * screen paid for it in the same task that renders them.
 */
if (import.meta.env.PROD) setAutoFreeze(false);

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
        .prepend(sessionRequestsMiddleware(deps), listener.middleware)
        .concat(alertMiddleware),
  });
  const typed = listener as unknown as Parameters<typeof registerStreaming>[0];
  registerStreaming(typed);
  registerPersistence(typed);
  registerMarkerSync(typed);
  registerSweep(typed);
  registerNotificationAlerts(typed);
  registerSearchListeners(typed);
  registerHomeCache(typed);
  registerLocaleSync(typed);
  registerAccountRegistry(typed);
  registerHomePlace(typed);
  return { store, listener };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
