import { describe, expect, it } from 'vitest';
import { accountJSON, statusJSON } from '../test/fixtures';
import { never } from '../test/fakeApi';
import { followPageJSON } from '../test/notificationGroups';
import { createTestStore, ORIGIN } from '../test/testStore';
import { loadNotifications } from './notifications/notificationActions';
import { submitSearch } from './search/searchActions';
import { selectSearchFailure, selectSearchResults } from './search/selectors';
import { connectSession } from './session/sessionActions';
import { selectThreadContext } from './statuses/selectors';
import { loadThread, loadThreadContext } from './statuses/threadActions';

/** A signed-in store whose requests give up after 30 ms. */
async function signedIn() {
  const t = createTestStore({ deps: { requestTimeouts: { readMs: 30, writeMs: 30 } } });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  return t;
}

const serverError = { status: 500, body: { error: 'Something went wrong' } };

const notificationsPage = followPageJSON(accountJSON({ id: '11' }));

describe('a load that fails is said in its place, with no alert, and Try again loads it', () => {
  it('notifications that hang end loading in a failure; the retry asks the same page', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v2/notifications', never);
    await store.dispatch(loadNotifications({ mode: 'initial' }));
    expect(store.getState().notifications).toMatchObject({
      isLoading: false,
      failure: { mode: 'initial', error: { kind: 'timeout' } },
    });
    expect(store.getState().alerts.items).toEqual([]);
    api.on('GET', '/api/v2/notifications', { body: notificationsPage });
    await store.dispatch(loadNotifications({ mode: 'initial' }));
    expect(store.getState().notifications).toMatchObject({
      isLoading: false,
      failure: null,
      items: ['follow-1'],
    });
  });

  it('notifications refused by the server keep what was shown, with the failed older page', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v2/notifications', { body: notificationsPage });
    await store.dispatch(loadNotifications({ mode: 'initial' }));
    api.on('GET', '/api/v2/notifications', serverError);
    await store.dispatch(loadNotifications({ mode: 'older' }));
    expect(store.getState().notifications).toMatchObject({
      isLoading: false,
      items: ['follow-1'],
      failure: { mode: 'older', error: { kind: 'http', status: 500 } },
    });
    expect(store.getState().alerts.items).toEqual([]);
  });

  it('a failed search keeps its words and the failure instead of results', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v2/search', serverError);
    await store.dispatch(submitSearch('cats'));
    expect(store.getState().search).toMatchObject({ q: 'cats', isLoading: false, results: null });
    expect(selectSearchFailure(store.getState())).toMatchObject({ kind: 'http', status: 500 });
    expect(store.getState().alerts.items).toEqual([]);
    api.on('GET', '/api/v2/search', { body: { accounts: [], statuses: [], hashtags: [] } });
    await store.dispatch(submitSearch('cats'));
    expect(selectSearchFailure(store.getState())).toBeNull();
    expect(selectSearchResults(store.getState())).not.toBeNull();
  });

  it('a hung search ends in a timeout failure', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v2/search', never);
    await store.dispatch(submitSearch('cats'));
    expect(store.getState().search.isLoading).toBe(false);
    expect(selectSearchFailure(store.getState())).toMatchObject({ kind: 'timeout' });
  });

  it('a thread whose context fails shows the status; the context alone is asked again', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v1/statuses/42', { body: statusJSON({ id: '42' }) });
    api.on('GET', '/api/v1/statuses/42/context', never);
    const first = await store.dispatch(loadThread('42'));
    expect(first.payload).toMatchObject({ contextFailure: { kind: 'timeout' } });
    expect(store.getState().statuses.entities['42']).toBeDefined();
    expect(selectThreadContext(store.getState(), '42')).toBeUndefined();
    expect(store.getState().alerts.items).toEqual([]);

    api.on('GET', '/api/v1/statuses/42/context', serverError);
    const failed = await store.dispatch(loadThreadContext('42'));
    expect(loadThreadContext.rejected.match(failed)).toBe(true);
    expect(store.getState().alerts.items).toEqual([]);

    api.on('GET', '/api/v1/statuses/42/context', {
      body: { ancestors: [statusJSON({ id: '41' })], descendants: [statusJSON({ id: '43' })] },
    });
    await store.dispatch(loadThreadContext('42'));
    expect(selectThreadContext(store.getState(), '42')).toMatchObject({
      ancestors: ['41'],
      descendants: ['43'],
    });
    expect(api.requestsTo('GET', '/api/v1/statuses/42')).toHaveLength(1);
  });
});
