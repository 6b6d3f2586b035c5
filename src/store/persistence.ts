import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { saveWebSettings } from '../api/settings';
import {
  composeChanged,
  composeDraftRestored,
  composeReplyCancelled,
  composeReplyStarted,
  composeReset,
  type ComposeDraft,
} from './compose';
import { SETTINGS_SAVE_THROTTLE_MS } from './constants';
import type { StoreDeps } from './deps';
import type { AppDispatch, RootState } from './index';
import { sessionReady } from './session';
import { columnsChanged, settingChanged, settingsLoaded, settingsSaved } from './settings';
import { clientOf } from './thunk';

type Listener = ListenerMiddlewareInstance<RootState, AppDispatch, StoreDeps>;

/** Settings and drafts live in IndexedDB per account (CONTRACT: per server and account). */
const scopeOf = (state: RootState) => `${state.session.origin}|${state.session.meId ?? 'visitor'}`;
export const settingsKey = (state: RootState) => `settings:${scopeOf(state)}`;
export const draftKey = (state: RootState) => `draft:${scopeOf(state)}`;

const DRAFT_FIELDS = [
  'text',
  'spoiler',
  'spoilerText',
  'sensitive',
  'privacy',
  'searchability',
  'language',
  'inReplyToId',
] as const satisfies readonly (keyof ComposeDraft)[];

const draftOf = (state: RootState): ComposeDraft =>
  Object.fromEntries(DRAFT_FIELDS.map((f) => [f, state.compose[f]])) as unknown as ComposeDraft;

const isDraftRecord = (v: unknown): v is Partial<ComposeDraft> =>
  typeof v === 'object' && v !== null;

export function registerPersistence(listener: Listener) {
  // On a new session: settings and the unfinished draft come back.
  listener.startListening({
    actionCreator: sessionReady,
    effect: async (_action, api) => {
      const state = api.getState();
      const [settings, draft] = await Promise.all([
        api.extra.db.get(settingsKey(state)).catch(() => undefined),
        api.extra.db.get(draftKey(state)).catch(() => undefined),
      ]);
      if (settings !== undefined) api.dispatch(settingsLoaded(settings));
      if (isDraftRecord(draft)) {
        const restored: Partial<ComposeDraft> = {};
        for (const field of DRAFT_FIELDS) {
          if (field in draft && typeof draft[field] === typeof state.compose[field]) {
            Object.assign(restored, { [field]: draft[field] });
          }
        }
        if (typeof draft.inReplyToId === 'string') restored.inReplyToId = draft.inReplyToId;
        api.dispatch(composeDraftRestored(restored));
      }
    },
  });

  // SPEC §4: settings are saved after changes, at most every 2 s to the server.
  listener.startListening({
    matcher: isAnyOf(settingChanged, columnsChanged),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.delay(SETTINGS_SAVE_THROTTLE_MS);
      const state = api.getState();
      const { saved: _saved, ...settings } = state.settings;
      await api.extra.db.set(settingsKey(state), settings).catch(() => undefined);
      if (state.session.meId) {
        const result = await saveWebSettings(clientOf(state, api.extra), settings);
        // A server without api/web/settings keeps them in the browser only.
        if (!result.ok && result.error.status !== 404) return;
      }
      api.dispatch(settingsSaved());
    },
  });

  // Nothing typed is lost: the draft is written as it changes.
  listener.startListening({
    matcher: isAnyOf(composeChanged, composeReplyStarted, composeReplyCancelled, composeReset),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.delay(300);
      const state = api.getState();
      if (!state.session.origin) return;
      await api.extra.db.set(draftKey(state), draftOf(state)).catch(() => undefined);
    },
  });
}
