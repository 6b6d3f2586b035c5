import { describe, expect, it, vi } from 'vitest';
import { EARLY_RESPONSE_TTL_MS, withEarlyReads, withEarlyResponses } from './earlyResponses';

const HOME = 'https://kmy.example/api/v1/timelines/home?limit=20';
const auth = { headers: { Authorization: 'Bearer tok' } };

function setUp(early: Promise<Response> = Promise.resolve(new Response('"early"'))) {
  let clock = 1_000;
  const network = vi.fn(() => Promise.resolve(new Response('"network"')));
  const fetch = withEarlyResponses(
    network,
    { token: 'tok', responses: new Map([[HOME, early]]) },
    () => clock,
  );
  return { fetch, network, later: (ms: number) => (clock += ms) };
}

const text = async (response: Promise<Response>) => (await response).text();

describe('answers the first script already asked for', () => {
  it('answers the same GET with the same token from it, once', async () => {
    const { fetch, network } = setUp();
    expect(await text(fetch(HOME, auth))).toBe('"early"');
    expect(network).not.toHaveBeenCalled();
    expect(await text(fetch(HOME, auth))).toBe('"network"');
  });

  it('goes to the network for another token, another method, or after its time', async () => {
    const other = setUp();
    expect(await text(other.fetch(HOME, { headers: { Authorization: 'Bearer else' } }))).toBe(
      '"network"',
    );
    const post = setUp();
    expect(await text(post.fetch(HOME, { ...auth, method: 'POST' }))).toBe('"network"');
    const stale = setUp();
    stale.later(EARLY_RESPONSE_TTL_MS + 1);
    expect(await text(stale.fetch(HOME, auth))).toBe('"network"');
  });

  it('asks again when the early request failed', async () => {
    const { fetch, network } = setUp(Promise.reject(new TypeError('Failed to fetch')));
    expect(await text(fetch(HOME, auth))).toBe('"network"');
    expect(network).toHaveBeenCalledOnce();
  });

  it('gives up when the caller aborts, as fetch does', async () => {
    const { fetch } = setUp(new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const answer = fetch(HOME, { ...auth, signal: controller.signal });
    controller.abort(new DOMException('Timed out', 'TimeoutError'));
    await expect(answer).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

describe('reads the first script already made', () => {
  const KEY = 'homeCache:https://kmy.example|7';

  function setUpReads(early: Promise<unknown> = Promise.resolve('early')) {
    let clock = 1_000;
    const stored = new Map<string, unknown>([[KEY, 'stored']]);
    const store = {
      get: vi.fn(async (key: string) => stored.get(key)),
      set: vi.fn(async (key: string, value: unknown) => void stored.set(key, value)),
      del: vi.fn(async (key: string) => void stored.delete(key)),
    };
    const reads = new Map([[KEY, early]]);
    const db = withEarlyReads(store, { token: 'tok', responses: new Map(), reads }, () => clock);
    return { db, store, later: (ms: number) => (clock += ms) };
  }

  it('answers the first read of the key from it, then reads the store', async () => {
    const { db, store } = setUpReads();
    expect(await db.get(KEY)).toBe('early');
    expect(store.get).not.toHaveBeenCalled();
    expect(await db.get(KEY)).toBe('stored');
  });

  it('reads the store for a key written or deleted first, after its time, or when it failed', async () => {
    const written = setUpReads();
    await written.db.set(KEY, 'new');
    expect(await written.db.get(KEY)).toBe('new');
    const deleted = setUpReads();
    await deleted.db.del(KEY);
    expect(await deleted.db.get(KEY)).toBeUndefined();
    const stale = setUpReads();
    stale.later(EARLY_RESPONSE_TTL_MS + 1);
    expect(await stale.db.get(KEY)).toBe('stored');
    const failed = setUpReads(Promise.reject(new Error('IndexedDB read failed')));
    expect(await failed.db.get(KEY)).toBe('stored');
  });
});
