import { describe, expect, it } from 'vitest';
import { statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import {
  createCollection,
  deleteCollection,
  fetchCollection,
  fetchCollections,
} from './collectionActions';
import { fetchStatusCategories, toggleStatusCategory } from './statusCategoryActions';
import { selectCollectionItems } from './collectionSelectors';
import { selectStatus } from '../selectors';
import { connectSession } from '../session/sessionActions';
import { columnsChanged } from '../session/settings';
import { loadTimeline } from '../timelines/timelineActions';

async function signedIn() {
  const t = createTestStore();
  const status = statusJSON({ id: '900' });
  t.api.on('GET', '/api/v1/timelines/home', { body: [status] });
  t.api.on('GET', '/api/v1/bookmark_categories', {
    body: [
      { id: '1', title: 'Read later' },
      { id: '2', title: 'Inspiration' },
    ],
  });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  await t.store.dispatch(loadTimeline({ source: { kind: 'home' }, mode: 'initial' }));
  await t.store.dispatch(fetchCollections({ kind: 'bookmark_categories' }));
  return { ...t, status };
}

describe('bookmark categories (one generic collection)', () => {
  it('loads, creates and deletes items in order', async () => {
    const { store, api } = await signedIn();
    api.on('POST', '/api/v1/bookmark_categories', { body: { id: '3', title: 'Recipes' } });
    api.on('DELETE', '/api/v1/bookmark_categories/1', { body: {} });
    await store.dispatch(createCollection({ kind: 'bookmark_categories', title: 'Recipes' }));
    await store.dispatch(deleteCollection({ kind: 'bookmark_categories', id: '1' }));
    const c = store.getState().collections.bookmark_categories;
    expect(c.order.map((id) => c.items[id]?.title)).toEqual(['Inspiration', 'Recipes']);
  });

  it('puts a status in a category (bookmarking it) and rolls back on failure', async () => {
    const { store, api, status } = await signedIn();
    api.on('GET', '/api/v1/statuses/900/bookmark_categories', { body: [] });
    api.on('POST', '/api/v1/bookmark_categories/2/statuses', { body: {} });
    api.on('POST', '/api/v1/statuses/900/bookmark', { body: { ...status, bookmarked: true } });
    await store.dispatch(fetchStatusCategories('900'));
    await store.dispatch(toggleStatusCategory({ statusId: '900', itemId: '2', member: true }));
    expect(api.requestsTo('POST', '/api/v1/bookmark_categories/2/statuses')[0]?.body).toEqual({
      status_ids: ['900'],
    });
    expect(store.getState().collections.bookmark_categories.statusMembership['900']).toEqual(['2']);
    expect(selectStatus(store.getState(), '900')?.bookmarked).toBe(true);

    api.on('POST', '/api/v1/bookmark_categories/1/statuses', { status: 500, body: { error: 'x' } });
    await store.dispatch(toggleStatusCategory({ statusId: '900', itemId: '1', member: true }));
    expect(store.getState().collections.bookmark_categories.statusMembership['900']).toEqual(['2']);
    expect(store.getState().alerts.items).toHaveLength(1);
  });

  it('a 404 on loading an item removes it and its column, without an alert', async () => {
    const { store } = await signedIn();
    const columns = store.getState().settings.columns;
    store.dispatch(
      columnsChanged([...columns, { uuid: 'c2', id: 'BOOKMARKS_EX', params: { id: '2' } }]),
    );
    await store.dispatch(fetchCollection({ kind: 'bookmark_categories', id: '2' }));
    expect(store.getState().collections.bookmark_categories.order).toEqual(['1']);
    expect(store.getState().alerts.items).toEqual([]);
    expect(store.getState().settings.columns).toEqual(columns);
  });
});

describe('circles (a kind of the same slice)', () => {
  it('the composer reads them from the collections slice; a failure shows no alert', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v1/circles', { status: 500, body: { error: 'x' } });
    await store.dispatch(fetchCollections({ kind: 'circles', skipAlert: true }));
    expect(store.getState().alerts.items).toEqual([]);
    expect(store.getState().collections.circles.hasLoaded).toBe(false);

    api.on('GET', '/api/v1/circles', {
      body: [
        { id: '5', title: 'Close friends' },
        { id: '6', title: 'Family' },
      ],
    });
    await store.dispatch(fetchCollections({ kind: 'circles', skipAlert: true }));
    expect(selectCollectionItems(store.getState(), 'circles')).toEqual([
      { id: '5', title: 'Close friends' },
      { id: '6', title: 'Family' },
    ]);
  });
});
