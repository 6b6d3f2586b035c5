import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountJSON, statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { selectAccount, selectStatus } from '../selectors';
import { connectSession } from '../session/sessionActions';
import {
  searchHistoryCleared,
  searchHistoryEntryAdded,
  searchHistoryEntryRemoved,
  searchValueChanged,
} from './search';
import { expandSearch, submitSearch } from './searchActions';
import { searchHistoryKey } from './searchListeners';

async function signedIn(options: Parameters<typeof createTestStore>[0] = {}) {
  const t = createTestStore(options);
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  return t;
}

const statuses = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => statusJSON({ id: String(from + i) }));

afterEach(() => {
  vi.useRealTimers();
});

describe('search results', () => {
  it('asks 11 of each kind, shows 10, then 10 more of one kind from an offset', async () => {
    const { store, api } = await signedIn();
    const alice = accountJSON({ id: '50', username: 'alice' });
    api.on('GET', '/api/v2/search', (request) =>
      request.query.get('type') === 'statuses'
        ? { body: { accounts: [], statuses: statuses(111, 10), hashtags: [] } }
        : {
            body: {
              accounts: [alice],
              statuses: [...statuses(100, 10), { id: '110', content: 42 }],
              hashtags: [{ name: 'cats', url: `${ORIGIN}/tags/cats`, history: [] }],
            },
          },
    );
    await store.dispatch(submitSearch('cats'));
    const first = api.requestsTo('GET', '/api/v2/search')[0]?.query;
    expect(Object.fromEntries(first ?? [])).toEqual({ q: 'cats', resolve: 'false', limit: '11' });
    const { results } = store.getState().search;
    expect(results?.accounts.items).toEqual(['50']);
    expect(selectAccount(store.getState(), '50')?.acct).toBe('alice');
    expect(results?.statuses.items).toHaveLength(10);
    expect(results?.statuses.hasMore).toBe(true);
    expect(results?.hashtags).toMatchObject({ items: [{ name: 'cats' }], hasMore: false });

    await store.dispatch(expandSearch('statuses'));
    const more = api.requestsTo('GET', '/api/v2/search')[1]?.query;
    expect(Object.fromEntries(more ?? [])).toEqual({
      q: 'cats',
      type: 'statuses',
      resolve: 'false',
      limit: '10',
      offset: '10',
    });
    const page = store.getState().search.results?.statuses;
    expect(page?.items).toHaveLength(20);
    expect(page?.hasMore).toBe(true);
    expect(selectStatus(store.getState(), '120')).toBeDefined();
    // Nothing more to ask for accounts.
    await store.dispatch(expandSearch('accounts'));
    expect(api.requestsTo('GET', '/api/v2/search')).toHaveLength(2);
  });

  it('shows a bad item as an error in its place', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v2/search', {
      body: { accounts: [], statuses: [statusJSON({ id: '7' }), { id: '8' }], hashtags: [] },
    });
    await store.dispatch(submitSearch('x'));
    const items = store.getState().search.results?.statuses.items;
    expect(items?.[0]).toBe('7');
    expect(items?.[1]).toMatchObject({ invalid: true, id: '8' });
  });

  it('looks a URL up and leads to the one status it finds', async () => {
    const { store, api } = await signedIn();
    const status = statusJSON({ id: '77', account: accountJSON({ id: '9', username: 'bob' }) });
    api.on('GET', '/api/v2/search', { body: { accounts: [], statuses: [status], hashtags: [] } });
    const url = `${ORIGIN}/@bob/77`;
    const action = await store.dispatch(submitSearch(url));
    expect(api.requestsTo('GET', '/api/v2/search')[0]?.query.get('resolve')).toBe('true');
    expect(submitSearch.fulfilled.match(action) && action.payload.direct).toBe('/@bob/77');

    api.on('GET', '/api/v2/search', {
      body: { accounts: [accountJSON({ id: '9', username: 'bob' })], statuses: [], hashtags: [] },
    });
    const byHandle = await store.dispatch(submitSearch('@bob@sandbox.example'));
    expect(submitSearch.fulfilled.match(byHandle) && byHandle.payload.direct).toBe('/@bob');
    const words = await store.dispatch(submitSearch('bob'));
    expect(submitSearch.fulfilled.match(words) && words.payload.direct).toBe(null);
    expect(api.requestsTo('GET', '/api/v2/search')[2]?.query.get('resolve')).toBe('false');
  });

  it('a failed search is kept to show in place of the results, with no alert', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v2/search', { status: 503, body: { error: 'Down' } });
    await store.dispatch(submitSearch('x'));
    expect(store.getState().search.isLoading).toBe(false);
    expect(store.getState().search.failure).toMatchObject({ status: 503 });
    expect(store.getState().alerts.items).toEqual([]);
  });
});

describe('recent searches', () => {
  it('keeps searches and opened results per account, and reads them back in a new session', async () => {
    const first = await signedIn();
    first.api.on('GET', '/api/v2/search', { body: { accounts: [], statuses: [], hashtags: [] } });
    await first.store.dispatch(submitSearch('cats'));
    first.store.dispatch(searchHistoryEntryAdded({ type: 'account', q: 'alice' }));
    first.store.dispatch(searchHistoryEntryAdded({ type: 'hashtag', q: 'dogs' }));
    first.store.dispatch(searchHistoryEntryRemoved({ type: 'account', q: 'alice' }));
    await vi.waitFor(async () =>
      expect(await first.deps.db.get(searchHistoryKey(first.store.getState()))).toEqual([
        { type: 'hashtag', q: 'dogs' },
        { type: 'search', q: 'cats' },
      ]),
    );

    const second = await signedIn({ deps: { db: first.deps.db } });
    await vi.waitFor(() =>
      expect(second.store.getState().search.history).toEqual([
        { type: 'hashtag', q: 'dogs' },
        { type: 'search', q: 'cats' },
      ]),
    );
    second.store.dispatch(searchHistoryCleared());
    await vi.waitFor(async () =>
      expect(await second.deps.db.get(searchHistoryKey(second.store.getState()))).toEqual([]),
    );
  });
});

describe('suggestions while typing', () => {
  it('asks once typing pauses for 200 ms: 4 accounts and 4 hashtags at most', async () => {
    const { store, api } = await signedIn();
    vi.useFakeTimers();
    api.on('GET', '/api/v1/accounts/search', {
      body: Array.from({ length: 6 }, (_, i) => accountJSON({ id: String(60 + i) })),
    });
    api.on('GET', '/api/v2/search', {
      body: {
        accounts: [],
        statuses: [],
        hashtags: ['ca', 'cat', 'cats', 'catalog', 'cattle'].map((name) => ({
          name,
          url: `${ORIGIN}/tags/${name}`,
        })),
      },
    });
    for (const value of ['c', 'ca', 'cat']) {
      store.dispatch(searchValueChanged(value));
      await vi.advanceTimersByTimeAsync(150);
    }
    expect(api.requestsTo('GET', '/api/v1/accounts/search')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(50);
    const accounts = api.requestsTo('GET', '/api/v1/accounts/search');
    const hashtags = api.requestsTo('GET', '/api/v2/search');
    expect(accounts.map((r) => Object.fromEntries(r.query))).toEqual([
      { q: 'cat', resolve: 'false', limit: '4' },
    ]);
    expect(hashtags.map((r) => Object.fromEntries(r.query))).toEqual([
      { q: 'cat', type: 'hashtags', resolve: 'false', limit: '4', exclude_unreviewed: 'true' },
    ]);
    await vi.waitFor(() =>
      expect(store.getState().search.suggestions).toEqual({
        value: 'cat',
        accountIds: ['60', '61', '62', '63'],
        hashtags: ['ca', 'cat', 'cats', 'catalog'],
      }),
    );
  });

  it('drops an answer for what is no longer typed, and asks nothing for a URL', async () => {
    const { store, api } = await signedIn();
    vi.useFakeTimers();
    let answer: (() => void) | null = null;
    api.on(
      'GET',
      '/api/v1/accounts/search',
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: [accountJSON({ id: '70' })] });
        }),
    );
    api.on('GET', '/api/v2/search', { body: { accounts: [], statuses: [], hashtags: [] } });
    store.dispatch(searchValueChanged('@al'));
    await vi.advanceTimersByTimeAsync(200);
    store.dispatch(searchValueChanged('https://example.social/@al'));
    (answer as (() => void) | null)?.();
    await vi.advanceTimersByTimeAsync(400);
    expect(store.getState().search.suggestions.accountIds).toEqual([]);
    expect(api.requestsTo('GET', '/api/v1/accounts/search')).toHaveLength(1);
    expect(api.requestsTo('GET', '/api/v2/search')).toHaveLength(0);
  });
});
