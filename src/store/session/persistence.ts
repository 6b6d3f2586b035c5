import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { saveWebSettings } from '../../api/settings';
import { composeTagHistoryChanged } from '../compose/composer';
import { composeDraftRestored } from '../compose/draft';
import { draftOf, restoreDraft } from '../compose/composeDraftStorage';
import { addTagsToHistory } from '../compose/autocompleteRules';
import { SETTINGS_SAVE_THROTTLE_MS } from '../constants';
import type { StoreDeps } from '../deps';
import type { AppDispatch, RootState } from '../index';
import { sessionCacheShown, sessionConnected } from './session';
import {
  columnAdded,
  columnMoved,
  columnParamsChanged,
  columnRemoved,
  columnsChanged,
  settingChanged,
  settingsLoaded,
  settingsSaved,
} from './settings';
import { clientOf } from '../thunk';

type Listener = ListenerMiddlewareInstance<RootState, AppDispatch, StoreDeps>;

/** A refusal (any 4xx but too many requests) means the server will not keep them. */
export const serverKeepsNoSettings = (status: number | null | undefined): boolean =>
  typeof status === 'number' && status >= 400 && status < 500 && status !== 429;

/** Settings and drafts live in IndexedDB per account (CONTRACT: per server and account). */
export const scopeOf = (state: RootState) => scopeFor(state.session.origin, state.session.meId);
/** The same scope before the session is connected, from the saved session's account. */
export const scopeFor = (origin: string | null, accountId: string | null) =>
  `${origin ?? 'null'}|${accountId ?? 'visitor'}`;
export const settingsKey = (state: RootState) => `settings:${scopeOf(state)}`;
export const draftKey = (state: RootState) => `draft:${scopeOf(state)}`;
export const tagHistoryKey = (state: RootState) => `tagHistory:${scopeOf(state)}`;

/** Every action of the draft slice changes what is kept, except reading it back. */
const changesDraft = (action: { type: string }) =>
  action.type.startsWith('draft/') && !composeDraftRestored.match(action);

export function registerPersistence(listener: Listener) {
  // On a new session: settings and the unfinished draft come back (already when the last
  // visit's copy is shown, so the first paint has the reader's layout).
  listener.startListening({
    matcher: isAnyOf(sessionConnected, sessionCacheShown),
    effect: async (action, api) => {
      if (sessionConnected.match(action) && api.getOriginalState().session.phase === 'cached')
        return;
      const state = api.getState();
      const [settings, draft, tags] = await Promise.all([
        api.extra.db.get(settingsKey(state)).catch(() => undefined),
        api.extra.db.get(draftKey(state)).catch(() => undefined),
        api.extra.db.get(tagHistoryKey(state)).catch(() => undefined),
      ]);
      if (settings !== undefined) api.dispatch(settingsLoaded(settings));
      if (draft !== undefined) api.dispatch(composeDraftRestored(restoreDraft(draft)));
      if (Array.isArray(tags)) {
        const names = tags.filter((t): t is string => typeof t === 'string');
        api.dispatch(composeTagHistoryChanged(addTagsToHistory([], names)));
      }
    },
  });

  // Settings are saved after changes, at most every 2 s to the server.
  listener.startListening({
    matcher: isAnyOf(
      settingChanged,
      columnsChanged,
      columnAdded,
      columnRemoved,
      columnMoved,
      columnParamsChanged,
    ),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const scope = scopeOf(api.getState());
      await api.delay(SETTINGS_SAVE_THROTTLE_MS);
      const state = api.getState();
      // Another account took over meanwhile: these are not its settings to write.
      if (scopeOf(state) !== scope) return;
      const { saved: _saved, ...settings } = state.settings;
      await api.extra.db.set(settingsKey(state), settings).catch(() => undefined);
      if (state.session.meId) {
        const result = await saveWebSettings(clientOf(state, api.extra), settings);
        // A server without api/web/settings, or one that refuses a token client (Mastodon
        // keeps them for its own signed-in pages only), leaves them to the browser.
        if (!result.ok && !serverKeepsNoSettings(result.error.status)) return;
      }
      api.dispatch(settingsSaved());
    },
  });

  // The hashtag history, per user.
  listener.startListening({
    actionCreator: composeTagHistoryChanged,
    effect: async (action, api) => {
      const state = api.getState();
      if (!state.session.origin || !state.session.meId) return;
      await api.extra.db.set(tagHistoryKey(state), action.payload).catch(() => undefined);
    },
  });

  // Nothing typed is lost: the draft is written as it changes (and kept when posting fails).
  listener.startListening({
    predicate: changesDraft,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const scope = scopeOf(api.getState());
      await api.delay(300);
      const state = api.getState();
      if (!state.session.origin || scopeOf(state) !== scope) return;
      await api.extra.db.set(draftKey(state), draftOf(state)).catch(() => undefined);
    },
  });
}
