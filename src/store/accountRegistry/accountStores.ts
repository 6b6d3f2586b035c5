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
/** How many columns show each account's store: the last one to go closes it. */
const usersByDeps = new WeakMap<StoreDeps, Map<string, number>>();

function mapOf<T>(maps: WeakMap<StoreDeps, Map<string, T>>, deps: StoreDeps): Map<string, T> {
  let map = maps.get(deps);
  if (!map) {
    map = new Map();
    maps.set(deps, map);
  }
  return map;
}
const storesOf = (deps: StoreDeps) => mapOf(storesByDeps, deps);

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
  mapOf(usersByDeps, deps).delete(key);
}

/** A column's hold on an account's store; `release` when it goes, the last one closing it. */
export const retainAccountStore =
  (key: string): AppThunk<{ store: AppStore; release: () => void } | null> =>
  (dispatch, _getState, deps) => {
    const store = dispatch(openAccountStore(key));
    if (!store) return null;
    const users = mapOf(usersByDeps, deps);
    users.set(key, (users.get(key) ?? 0) + 1);
    const release = () => {
      const left = (users.get(key) ?? 0) - 1;
      if (left > 0) users.set(key, left);
      else if (storesOf(deps).get(key) === store) closeAccountStore(deps, key);
    };
    return { store, release };
  };
