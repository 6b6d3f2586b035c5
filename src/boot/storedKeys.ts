/**
 * Where the session records and home's kept place live in localStorage, and home's kept copy in
 * IndexedDB, shared by the app and the page's first script (`earlyRequests.ts`). It imports
 * nothing, so that script waits for no other module.
 */

export const SESSIONS_KEY = 'kmyblue:sessions';
export const CURRENT_KEY = 'kmyblue:current';

/** A session record's key: its server and account (a visitor has none). */
export const recordKey = (r: { origin: string; accountId: string | null }) =>
  `${r.origin}|${r.accountId ?? 'visitor'}`;

/** Home's kept place for an account, by its scope (`scopeFor`). */
export const homePlaceKey = (scope: string) => `kmyblue:homePlace:${scope}`;

/** The app's IndexedDB database and its one key-value store (as idb-keyval lays them out). */
export const IDB_DATABASE = 'kmyblue';
export const IDB_STORE = 'kv';

/** Home's kept copy for an account (`homeCache.ts`), by its record's key. */
export const homeCacheKey = (scope: string) => `homeCache:${scope}`;

/** A stored JSON value, or null when it is missing or unreadable. */
export function readStoredJson(storage: Pick<Storage, 'getItem'>, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}
