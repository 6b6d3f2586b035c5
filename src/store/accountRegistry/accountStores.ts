import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { StoreDeps } from '../deps';
import { createAppStore, type AppStore, type RootState } from '../index';
import { connectSession } from '../session/sessionActions';
import { signedOut } from '../session/session';
import { loadSignedInRecords, recordKey } from '../session/sessionRecords';

/**
 * Another signed-in account shown beside the current one (a deck column): a store of its own,
 * connected to its own server with its own token, with its own streaming connection. Columns
 * of the same account share it, so there is at most one connection per other account.
 */
const storesByDeps = new WeakMap<StoreDeps, Map<string, AppStore>>();

const storesOf = (deps: StoreDeps) => {
  let stores = storesByDeps.get(deps);
  if (!stores) {
    stores = new Map();
    storesByDeps.set(deps, stores);
  }
  return stores;
};

/** The other store's session is not the browser's current one: it keeps its records apart. */
function memoryStorage(): StoreDeps['localStorage'] {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

type AppThunk<T> = ThunkAction<T, RootState, StoreDeps, UnknownAction>;

/** The store of a signed-in account other than the current one (null when it is not signed in). */
export const openAccountStore =
  (key: string): AppThunk<AppStore | null> =>
  (_dispatch, _getState, deps) => {
    const stores = storesOf(deps);
    const open = stores.get(key);
    if (open) return open;
    const record = loadSignedInRecords(deps.localStorage).find((r) => recordKey(r) === key);
    if (!record) return null;
    const { store } = createAppStore({
      ...deps,
      localStorage: memoryStorage(),
      // Only the current account notifies the desktop and holds the push subscription.
      desktop: undefined,
      push: undefined,
      redirect: () => undefined,
    });
    void store.dispatch(connectSession({ origin: record.origin, token: record.token }));
    stores.set(key, store);
    return store;
  };

/** Ends an account's own store and its streaming connection (signed out, or now current). */
export function closeAccountStore(deps: StoreDeps, key: string) {
  const stores = storesOf(deps);
  stores.get(key)?.dispatch(signedOut());
  stores.delete(key);
}
