import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../test/fakeApi';
import { accountJSON } from '../test/fixtures';
import { COLLECTION_KIND_NAMES } from '../entities/collectionKinds';
import { createApiClient } from './client';
import {
  changeCollectionMembers,
  createCollection,
  deleteCollection,
  fetchCollection,
  fetchCollectionAccounts,
  fetchCollections,
  updateCollection,
} from './collections';

const ORIGIN = 'https://sandbox.example';
const setup = () => {
  const api = createFakeApi(ORIGIN);
  return { api, client: createApiClient({ origin: ORIGIN, token: 'tok', fetch: api.fetch }) };
};

describe('the generic collection calls', () => {
  it.each(COLLECTION_KIND_NAMES)('build the paths of %s from the registry', async (kind) => {
    const { api, client } = setup();
    const item = { id: '5', title: 'Friends' };
    api.on('GET', `/api/v1/${kind}`, { body: [item, { title: 'No id' }] });
    api.on('GET', `/api/v1/${kind}/5`, { body: item });
    api.on('POST', `/api/v1/${kind}`, { body: item });
    api.on('PUT', `/api/v1/${kind}/5`, { body: item });
    api.on('DELETE', `/api/v1/${kind}/5`, { body: {} });
    expect(await fetchCollections(client, kind)).toMatchObject({ ok: true, value: [item] });
    expect(await fetchCollection(client, kind, '5')).toMatchObject({ ok: true, value: item });
    expect(await createCollection(client, kind, 'Friends')).toMatchObject({ ok: true });
    expect(await updateCollection(client, kind, '5', { title: 'Friends' })).toMatchObject({
      ok: true,
    });
    expect(await deleteCollection(client, kind, '5')).toMatchObject({ ok: true });
    expect(api.requestsTo('POST', `/api/v1/${kind}`)[0]?.body).toEqual({ title: 'Friends' });
    expect(api.requestsTo('PUT', `/api/v1/${kind}/5`)[0]?.body).toEqual({ title: 'Friends' });
  });

  it("saves a list's settings with its title, and reads its members at once", async () => {
    const { api, client } = setup();
    const list = { id: '6', title: 'News', replies_policy: 'none', exclusive: true };
    api.on('PUT', '/api/v1/lists/6', { body: list });
    api.on('GET', '/api/v1/lists/6/accounts', { body: [accountJSON({ id: '8' })] });
    const changes = { title: 'News', list: { repliesPolicy: 'none' as const, exclusive: true } };
    expect(await updateCollection(client, 'lists', '6', changes)).toMatchObject({
      ok: true,
      value: { id: '6', list: { repliesPolicy: 'none', exclusive: true, notify: false } },
    });
    expect(api.requestsTo('PUT', '/api/v1/lists/6')[0]?.body).toEqual({
      title: 'News',
      replies_policy: 'none',
      exclusive: true,
    });
    expect(await fetchCollectionAccounts(client, 'lists', '6')).toMatchObject({
      ok: true,
      value: { accountIds: ['8'] },
    });
    expect(api.requestsTo('GET', '/api/v1/lists/6/accounts')[0]?.query.get('limit')).toBe('0');
  });

  it('adds and takes out members where the kind keeps them', async () => {
    const { api, client } = setup();
    api.on('POST', '/api/v1/circles/5/accounts', { body: {} });
    api.on('DELETE', '/api/v1/lists/6/accounts', { body: {} });
    api.on('POST', '/api/v1/bookmark_categories/2/statuses', { body: {} });
    await changeCollectionMembers(client, 'circles', '5', ['7'], true);
    await changeCollectionMembers(client, 'lists', '6', ['8'], false);
    await changeCollectionMembers(client, 'bookmark_categories', '2', ['900'], true);
    expect(api.requestsTo('POST', '/api/v1/circles/5/accounts')[0]?.body).toEqual({
      account_ids: ['7'],
    });
    expect(api.requestsTo('DELETE', '/api/v1/lists/6/accounts')[0]?.body).toEqual({
      account_ids: ['8'],
    });
    expect(api.requestsTo('POST', '/api/v1/bookmark_categories/2/statuses')[0]?.body).toEqual({
      status_ids: ['900'],
    });
  });
});
