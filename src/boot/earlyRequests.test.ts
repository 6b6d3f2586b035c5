import { IDBFactory } from 'fake-indexeddb';
import { createStore, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/testStore';
import { loadCurrentSession, saveCurrentSession } from '../store/session/sessionRecords';
import { writeKeptPlace } from '../store/timelines/homePlace';
import { scopeFor } from '../store/session/persistence';
import { memoryKeyValueStore } from '../store/deps';
import { writeHomeCache, type HomeCache } from '../store/timelines/homeCache';
import {
  earlyRequestsFor,
  handedTogether,
  readStoreEarly,
  readWhole,
  startEarlyRequests,
} from './earlyRequests';
import { IDB_DATABASE, IDB_STORE } from './storedKeys';

const ORIGIN = 'https://kmy.example';

function signedIn() {
  const storage = new MemoryStorage();
  const record = { origin: ORIGIN, token: 'tok', accountId: '7', acct: 'me' };
  saveCurrentSession(storage, record);
  // Another account signed in beside it is not the one the page opens with.
  const other = { origin: 'https://other.example', token: 'tok2', accountId: '8', acct: 'you' };
  saveCurrentSession(storage, other);
  saveCurrentSession(storage, record);
  return storage;
}

describe('the first screen asked for by the first script', () => {
  it('reads the session the app restores, and asks home and its markers on home only', () => {
    const storage = signedIn();
    expect(loadCurrentSession(storage)?.token).toBe('tok');
    const home = earlyRequestsFor(storage, '/home');
    expect(home).toEqual({
      origin: ORIGIN,
      token: 'tok',
      paths: [
        '/api/v2/instance',
        '/api/v1/accounts/verify_credentials',
        '/api/v1/markers?timeline%5B%5D=home&timeline%5B%5D=notifications',
        '/api/v1/timelines/home?limit=20',
      ],
      reads: [`homeCache:${ORIGIN}|7`],
    });
    expect(earlyRequestsFor(storage, '/notifications')?.paths).toEqual([
      '/api/v2/instance',
      '/api/v1/accounts/verify_credentials',
    ]);
  });

  it('leaves home to the app where it opens at a kept place further down', () => {
    const storage = signedIn();
    const place = { statusId: '50', offset: 10, newestId: '90', savedAt: 1 };
    writeKeptPlace(storage, scopeFor(ORIGIN, '7'), { ...place, atTop: false });
    expect(earlyRequestsFor(storage, '/home')?.paths).not.toContain(
      '/api/v1/timelines/home?limit=20',
    );
    writeKeptPlace(storage, scopeFor(ORIGIN, '7'), { ...place, atTop: true });
    expect(earlyRequestsFor(storage, '/home')?.paths).toContain('/api/v1/timelines/home?limit=20');
  });

  it('asks nothing for a visitor, without a session or with unreadable records', () => {
    const visitor = new MemoryStorage();
    saveCurrentSession(visitor, { origin: ORIGIN, token: null, accountId: null, acct: null });
    expect(earlyRequestsFor(visitor, '/home')).toBeNull();
    expect(earlyRequestsFor(new MemoryStorage(), '/home')).toBeNull();
    const broken = new MemoryStorage();
    broken.setItem('kmyblue:current', `${ORIGIN}|7`);
    broken.setItem('kmyblue:sessions', '{not json');
    expect(earlyRequestsFor(broken, '/home')).toBeNull();
  });

  it('sends them with the token, by absolute URL', () => {
    const storage = signedIn();
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    const early = startEarlyRequests({
      localStorage: storage as unknown as Storage,
      location: { pathname: '/home' } as Location,
      fetch: fetch,
    });
    expect([...(early?.responses.keys() ?? [])]).toContain(
      `${ORIGIN}/api/v1/timelines/home?limit=20`,
    );
    expect(fetch).toHaveBeenCalledWith(`${ORIGIN}/api/v2/instance`, {
      headers: { Accept: 'application/json', Authorization: 'Bearer tok' },
    });
  });
});

describe('answers read whole by the first script', () => {
  it('hands the app the same status, headers and body, its text read already', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response('[{"id":"1"}]', {
          status: 206,
          statusText: 'Partial Content',
          headers: { link: '<https://kmy.example/next>; rel="next"' },
        }),
      ),
    );
    const early = startEarlyRequests({
      localStorage: signedIn() as unknown as Storage,
      location: { pathname: '/home' } as Location,
      fetch,
    });
    const response = await early?.responses.get(`${ORIGIN}/api/v1/timelines/home?limit=20`);
    expect(response).toBeInstanceOf(Response);
    expect(response?.status).toBe(206);
    expect(response?.ok).toBe(true);
    expect(response?.statusText).toBe('Partial Content');
    expect(response?.headers.get('link')).toBe('<https://kmy.example/next>; rel="next"');
    // From memory: a stream's body can be read only once, this one as often as asked.
    expect(await response?.text()).toBe('[{"id":"1"}]');
    expect(await response?.json()).toEqual([{ id: '1' }]);
  });

  it('keeps an error answer as it came, and one without a body', async () => {
    const failed = await readWhole(new Response('{"error":"no"}', { status: 401 }));
    expect(failed.status).toBe(401);
    expect(await failed.json()).toEqual({ error: 'no' });
    const empty = await readWhole(new Response(null, { status: 204 }));
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
  });

  it('leaves an answer whose body fails to the app, which asks again', async () => {
    const broken = new Response(
      new ReadableStream({
        pull: (controller) => controller.error(new TypeError('network error')),
      }),
    );
    await expect(readWhole(broken)).rejects.toThrow('network error');
  });
});

describe('answers handed over together', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const deferred = () => {
    let resolve: (response: Response) => void = () => undefined;
    let reject: (error: Error) => void = () => undefined;
    const promise = new Promise<Response>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise, resolve, reject };
  };
  const settledYet = (promise: Promise<unknown>) => {
    let settled = false;
    promise.then(
      () => (settled = true),
      () => (settled = true),
    );
    return () => settled;
  };

  it('holds an answer that is in until the others are', async () => {
    vi.useFakeTimers();
    const [checks, home] = [deferred(), deferred()];
    const together = handedTogether([checks.promise, home.promise], 300);
    const handed = together(checks.promise);
    const isHanded = settledYet(handed);
    checks.resolve(new Response('{"id":"1"}'));
    await vi.advanceTimersByTimeAsync(100);
    expect(isHanded()).toBe(false);
    home.resolve(new Response('[]'));
    await vi.advanceTimersByTimeAsync(0);
    expect(isHanded()).toBe(true);
    expect(await (await handed).json()).toEqual({ id: '1' });
  });

  it('waits for a slow one no longer than its limit, and hands a failure over at once', async () => {
    vi.useFakeTimers();
    const [checks, home, failing] = [deferred(), deferred(), deferred()];
    const together = handedTogether([checks.promise, home.promise, failing.promise], 300);
    const handed = settledYet(together(checks.promise));
    const failed = together(failing.promise);
    const hasFailed = settledYet(failed);
    failed.catch(() => undefined);
    checks.resolve(new Response('{}'));
    failing.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(hasFailed()).toBe(true);
    await expect(failed).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(299);
    expect(handed()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(handed()).toBe(true);
  });
});

describe("home's kept copy read by the first script", () => {
  it('reads the key the app keeps the copy under', async () => {
    const db = memoryKeyValueStore();
    const copy = { version: 1, origin: ORIGIN, accountId: '7', items: [] } as unknown as HomeCache;
    await writeHomeCache(db, copy);
    const [key] = earlyRequestsFor(signedIn(), '/notifications')?.reads ?? [];
    expect(key).toBeDefined();
    expect(await db.get(key!)).toMatchObject({ accountId: '7' });
  });

  // A browser's IndexedDB of its own for each test, the app's store (idb-keyval) using it too.
  let idb: IDBFactory;
  beforeEach(() => {
    idb = new IDBFactory();
    vi.stubGlobal('indexedDB', idb);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads what the app's store wrote, and nothing where nothing was", async () => {
    const store = createStore(IDB_DATABASE, IDB_STORE);
    await set('homeCache:a', { items: ['1'] }, store);
    const reads = readStoreEarly(idb, ['homeCache:a', 'homeCache:b']);
    expect(await reads.get('homeCache:a')).toEqual({ items: ['1'] });
    expect(await reads.get('homeCache:b')).toBeUndefined();
  });

  it("opened first, leaves the database as the app's store lays it out", async () => {
    const reads = readStoreEarly(idb, ['homeCache:a']);
    expect(await reads.get('homeCache:a')).toBeUndefined();
    // The app's store then reads and writes it as ever.
    const store = createStore(IDB_DATABASE, IDB_STORE);
    await set('homeCache:a', 1, store);
    expect(await get('homeCache:a', store)).toBe(1);
  });
});
