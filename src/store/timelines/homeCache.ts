/**
 * Home's first page as the reader last saw it, kept in IndexedDB per server and account (with
 * the statuses and accounts it shows, the account itself and the server) so the next start-up
 * paints it before the network answers. A few accounts at most; read back defensively, since
 * an older client may have written it.
 */
import { homeCacheKey, recordKey } from '../../boot/storedKeys';
import type { Account, EntityBundle, Instance, Status } from '../../entities/types';
import { HOME_CACHE_ACCOUNTS_MAX, HOME_CACHE_STATUSES } from '../constants';
import type { KeyValueStore } from '../deps';
import type { RootState } from '../index';
import { withWhatTheyShow } from '../memory/sweep';

/** Bumped whenever the stored records change shape: an older copy is then ignored. */
const HOME_CACHE_VERSION = 2;
const INDEX_KEY = 'homeCache:index';

export interface HomeCache {
  version: typeof HOME_CACHE_VERSION;
  origin: string;
  accountId: string;
  instance: Instance;
  items: string[];
  bundle: EntityBundle;
}

// The first script reads the copy by the session record's key (`earlyRequests.ts`).
export const homeCacheScope = (origin: string, accountId: string) =>
  recordKey({ origin, accountId });
const keyOf = homeCacheKey;

/** What to keep of the state now, or null where there is nothing worth keeping. */
export function homeCacheOf(state: RootState): HomeCache | null {
  const { origin, meId, instance, phase } = state.session;
  const timeline = state.timelines.home;
  if (phase !== 'ready' || !origin || !meId || !instance || !timeline?.hasLoaded) return null;
  if (timeline.fromCache) return null;
  const items = timeline.items
    .filter((item): item is string => typeof item === 'string')
    .slice(0, HOME_CACHE_STATUSES);
  const shown = withWhatTheyShow(state, {
    statusIds: new Set(items),
    accountIds: new Set([meId]),
  });
  const pick = <T>(ids: Set<string>, entities: Record<string, T | undefined>) =>
    [...ids].flatMap((id) => (entities[id] ? [entities[id]] : []));
  return {
    version: HOME_CACHE_VERSION,
    origin,
    accountId: meId,
    instance,
    items,
    bundle: {
      statuses: pick<Status>(shown.statusIds, state.statuses.entities),
      accounts: pick<Account>(shown.accountIds, state.accounts.entities),
    },
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((item) => typeof item === 'string');

async function readIndex(db: KeyValueStore): Promise<string[]> {
  const index = await db.get(INDEX_KEY).catch(() => undefined);
  return isStringList(index) ? index : [];
}

/** The copy for this server and account, or null (none, another version, another account's). */
export async function readHomeCache(
  db: KeyValueStore,
  origin: string,
  accountId: string,
): Promise<HomeCache | null> {
  const raw = await db.get(keyOf(homeCacheScope(origin, accountId))).catch(() => undefined);
  if (!isRecord(raw) || raw.version !== HOME_CACHE_VERSION) return null;
  if (raw.origin !== origin || raw.accountId !== accountId) return null;
  const { bundle, instance, items } = raw;
  if (!isRecord(bundle) || !isRecord(instance) || !isStringList(items)) return null;
  if (!Array.isArray(bundle.statuses) || !Array.isArray(bundle.accounts)) return null;
  if (!bundle.accounts.some((a) => isRecord(a) && a.id === accountId)) return null;
  return raw as unknown as HomeCache;
}

/** Keeps the copy, and forgets the least recently kept account's beyond the few allowed. */
export async function writeHomeCache(db: KeyValueStore, cache: HomeCache): Promise<void> {
  const scope = homeCacheScope(cache.origin, cache.accountId);
  const index = [scope, ...(await readIndex(db)).filter((s) => s !== scope)];
  await db.set(keyOf(scope), cache);
  await db.set(INDEX_KEY, index.slice(0, HOME_CACHE_ACCOUNTS_MAX));
  await Promise.all(index.slice(HOME_CACHE_ACCOUNTS_MAX).map((s) => db.del(keyOf(s))));
}

export async function forgetHomeCache(db: KeyValueStore, origin: string, accountId: string) {
  const scope = homeCacheScope(origin, accountId);
  await db.del(keyOf(scope));
  await db.set(
    INDEX_KEY,
    (await readIndex(db)).filter((s) => s !== scope),
  );
}
