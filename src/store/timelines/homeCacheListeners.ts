import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { HOME_CACHE_WRITE_MS } from '../constants';
import type { KeyValueStore, StoreDeps } from '../deps';
import { entitiesReceived } from '../entities';
import type { AppDispatch, RootState } from '../index';
import { sessionCacheShown, signedOut } from '../session/session';
import { connectSession } from '../session/sessionActions';
import { loadCurrentSession } from '../session/sessionRecords';
import { forgetHomeCache, homeCacheOf, readHomeCache, writeHomeCache } from './homeCache';
import { loadTimeline } from './timelineActions';
import { timelineCacheShown, timelineCleared } from './timelines';

type Listener = ListenerMiddlewareInstance<RootState, AppDispatch, StoreDeps>;

const HOME = { kind: 'home' } as const;

/** Keeps home's first page now (on leaving the page, and from the throttled listener). */
export async function saveHomeCache(state: RootState, db: KeyValueStore): Promise<void> {
  const cache = homeCacheOf(state);
  if (cache) await writeHomeCache(db, cache).catch(() => undefined);
}

export function registerHomeCache(listener: Listener) {
  /** The saved session each start-up is for, by the connect's request id. */
  const startups = new Map<string, { origin: string; accountId: string }>();

  // Start-up with a saved session: the last visit's home is painted while the server is asked.
  listener.startListening({
    actionCreator: connectSession.pending,
    effect: async (action, api) => {
      const { origin, token } = action.meta.arg;
      const record = loadCurrentSession(api.extra.localStorage);
      if (!token || !record?.accountId || record.origin !== origin || record.token !== token)
        return;
      startups.set(action.meta.requestId, { origin, accountId: record.accountId });
      const cache = await readHomeCache(api.extra.db, origin, record.accountId);
      const { session, timelines } = api.getState();
      if (!cache || session.token !== token || timelines.home?.hasLoaded) return;
      // The checks may have answered first; the copy still fills home until the page comes.
      const checking = session.phase === 'connecting';
      if (!checking && (session.phase !== 'ready' || session.meId !== cache.accountId)) return;
      api.dispatch(entitiesReceived(cache.bundle));
      api.dispatch(timelineCacheShown({ key: 'home', items: cache.items }));
      if (checking)
        api.dispatch(sessionCacheShown({ meId: cache.accountId, instance: cache.instance }));
    },
  });

  // A token the server refuses takes its account's copy with it.
  listener.startListening({
    actionCreator: connectSession.rejected,
    effect: async (action, api) => {
      const startup = startups.get(action.meta.requestId);
      startups.delete(action.meta.requestId);
      if (startup && action.payload?.status === 401)
        await forgetHomeCache(api.extra.db, startup.origin, startup.accountId).catch(() => {});
    },
  });

  // The token belongs to another account than the record said: nothing of the copy may stay.
  listener.startListening({
    actionCreator: connectSession.fulfilled,
    effect: (action, api) => {
      const startup = startups.get(action.meta.requestId);
      startups.delete(action.meta.requestId);
      if (!startup || action.payload.meId === startup.accountId) return;
      api.dispatch(timelineCleared('home'));
      void api.dispatch(loadTimeline({ source: HOME, mode: 'initial' }));
    },
  });

  // Signing out leaves nothing of the account behind.
  listener.startListening({
    actionCreator: signedOut,
    effect: async (_action, api) => {
      const { origin, meId } = api.getOriginalState().session;
      if (origin && meId) await forgetHomeCache(api.extra.db, origin, meId).catch(() => {});
    },
  });

  // Written at most every few seconds while home changes.
  let scheduled = false;
  listener.startListening({
    predicate: (_action, state, previous) => state.timelines.home !== previous.timelines.home,
    effect: async (_action, api) => {
      if (scheduled) return;
      scheduled = true;
      await api.delay(HOME_CACHE_WRITE_MS).finally(() => (scheduled = false));
      await saveHomeCache(api.getState(), api.extra.db);
    },
  });
}
