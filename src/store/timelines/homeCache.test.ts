import { describe, expect, it, vi } from 'vitest';
import { memoryKeyValueStore } from '../deps';
import { accountJSON, statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { restoreSession, signOut } from '../session/sessionActions';
import { saveCurrentSession } from '../session/sessionRecords';
import { homeCacheOf, readHomeCache, writeHomeCache, type HomeCache } from './homeCache';
import { saveHomeCache } from './homeCacheListeners';
import { timelineScrolled } from './timelines';

const HOME = '/api/v1/timelines/home';
const CREDENTIALS = '/api/v1/accounts/verify_credentials';

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const meJSON = (id = '1') => ({
  ...accountJSON({ id, username: `me${id}` }),
  source: { privacy: 'public', sensitive: false, language: 'en', note: '', fields: [] },
});

const page = (...ids: string[]) => ids.map((id) => statusJSON({ id }));

/** A store with a saved session for account `accountId`, sharing storage with `from`. */
function startingStore(
  accountId = '1',
  from?: { deps: ReturnType<typeof createTestStore>['deps'] },
) {
  const made = createTestStore(
    from ? { deps: { db: from.deps.db, localStorage: from.deps.localStorage } } : {},
  );
  saveCurrentSession(made.deps.localStorage, {
    origin: ORIGIN,
    token: `tok-${accountId}`,
    accountId,
    acct: `me${accountId}`,
  });
  made.api.on('GET', CREDENTIALS, { body: meJSON(accountId) });
  return made;
}

/** A first visit that leaves home's first page in the copy. */
async function visitAndKeep(ids: string[], accountId = '1') {
  const first = startingStore(accountId);
  first.api.on('GET', HOME, { body: page(...ids) });
  await first.store.dispatch(restoreSession());
  await vi.waitFor(() => expect(first.store.getState().timelines.home?.items).toEqual(ids));
  await saveHomeCache(first.store.getState(), first.deps.db);
  return first;
}

describe("home's first page at start-up", () => {
  it('is asked for before the credential check answers, and lands when it comes', async () => {
    const { store, api } = startingStore();
    const credentials = gate();
    api.on('GET', CREDENTIALS, async () => {
      await credentials.opened;
      return { body: meJSON() };
    });
    api.on('GET', HOME, { body: page('10', '9') });
    const restoring = store.dispatch(restoreSession());
    await vi.waitFor(() => expect(store.getState().timelines.home?.items).toEqual(['10', '9']));
    expect(store.getState().session.phase).toBe('connecting');
    expect(api.requestsTo('GET', HOME)[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    credentials.open();
    expect(await restoring.unwrap()).toBe(true);
    expect(store.getState().session.phase).toBe('ready');
    expect(store.getState().timelines.home?.items).toEqual(['10', '9']);
  });

  it('is dropped with the session when the credential check answers 401', async () => {
    const { store, api } = startingStore();
    const home = gate();
    api.on('GET', CREDENTIALS, { status: 401, body: { error: 'The access token is invalid' } });
    api.on('GET', HOME, async () => {
      await home.opened;
      return { body: page('10') };
    });
    await store.dispatch(restoreSession());
    home.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().session.phase).toBe('failed');
    expect(store.getState().timelines.home).toBeUndefined();
    expect(store.getState().statuses.ids).toEqual([]);
    expect(store.getState().alerts.items).toHaveLength(1);
  });
});

describe("the last visit's home, kept per account", () => {
  it('paints before the server answers; then the same posts stay put and new ones wait above', async () => {
    const first = await visitAndKeep(['30', '20', '10']);
    const { store, api } = startingStore('1', first);
    const network = gate();
    api.on('GET', CREDENTIALS, async () => {
      await network.opened;
      return { body: meJSON() };
    });
    api.on('GET', HOME, async () => {
      await network.opened;
      return { body: page('40', '30', '10') };
    });
    const restoring = store.dispatch(restoreSession());
    await vi.waitFor(() => expect(store.getState().session.phase).toBe('cached'));
    expect(store.getState().session.meId).toBe('1');
    expect(store.getState().timelines.home?.items).toEqual(['30', '20', '10']);
    expect(store.getState().statuses.entities['20']).toBeDefined();
    store.dispatch(timelineScrolled({ key: 'home', top: false }));
    network.open();
    await restoring;
    await vi.waitFor(() => expect(store.getState().timelines.home?.pendingItems).toEqual(['40']));
    // '20' is inside the page's range and not in it: deleted on the server.
    expect(store.getState().timelines.home?.items).toEqual(['30', '10']);
    expect(store.getState().session.phase).toBe('ready');
  });

  it("never shows another account's posts: the copy is kept by server and account", async () => {
    const first = await visitAndKeep(['30', '20']);
    const { store, api, deps } = startingStore('2', first);
    const network = gate();
    api.on('GET', CREDENTIALS, async () => {
      await network.opened;
      return { body: meJSON('2') };
    });
    api.on('GET', HOME, { body: page('7') });
    const restoring = store.dispatch(restoreSession());
    await vi.waitFor(() => expect(store.getState().timelines.home?.items).toEqual(['7']));
    expect(store.getState().session.phase).toBe('connecting');
    expect(store.getState().statuses.entities['30']).toBeUndefined();
    network.open();
    await restoring;
    // A copy filed under one account that names another is refused too.
    const copy = await readHomeCache(deps.db, ORIGIN, '1');
    await deps.db.set(`homeCache:${ORIGIN}|2`, copy);
    expect(await readHomeCache(deps.db, ORIGIN, '2')).toBeNull();
  });

  it('keeps at most 20 statuses and a few accounts, the least recently kept going first', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => String(100 - i));
    const first = await visitAndKeep(ids);
    expect(homeCacheOf(first.store.getState())?.items).toEqual(ids.slice(0, 20));
    const db = memoryKeyValueStore();
    const copy = (accountId: string): HomeCache => ({
      ...homeCacheOf(first.store.getState())!,
      accountId,
    });
    for (const id of ['a', 'b', 'c', 'd']) await writeHomeCache(db, copy(id));
    expect(await db.get(`homeCache:${ORIGIN}|a`)).toBeUndefined();
    expect(await db.get(`homeCache:${ORIGIN}|d`)).toBeDefined();
    expect(await db.get('homeCache:index')).toEqual(['d', 'c', 'b'].map((id) => `${ORIGIN}|${id}`));
  });

  it('is cleared on sign-out and when the server refuses the token', async () => {
    const first = await visitAndKeep(['30']);
    expect(await readHomeCache(first.deps.db, ORIGIN, '1')).not.toBeNull();
    await first.store.dispatch(signOut());
    await vi.waitFor(async () =>
      expect(await readHomeCache(first.deps.db, ORIGIN, '1')).toBeNull(),
    );

    const again = await visitAndKeep(['30']);
    const refused = startingStore('1', again);
    refused.api.on('GET', CREDENTIALS, { status: 401, body: { error: 'invalid' } });
    await refused.store.dispatch(restoreSession());
    await vi.waitFor(async () =>
      expect(await readHomeCache(again.deps.db, ORIGIN, '1')).toBeNull(),
    );
  });
});
