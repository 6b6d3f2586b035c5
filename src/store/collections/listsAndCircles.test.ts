import { describe, expect, it } from 'vitest';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { accountJSON, instanceJSON, statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { selectHasCircleHistory, selectHasCircles } from '../selectors';
import { connectSession } from '../session/sessionActions';
import { streamWanted } from '../timelines/streaming';
import { loadTimeline } from '../timelines/timelineActions';
import { fetchCollection, saveCollection } from './collectionActions';
import {
  selectCollectionCandidates,
  selectCollectionItem,
  selectCollectionItemsByTitle,
  selectCollectionMembers,
  selectHasCollectionKind,
} from './collectionSelectors';
import { collectionsReceived } from './collections';
import {
  changeCollectionMember,
  fetchCollectionMembers,
  searchCollectionCandidates,
} from './memberActions';

const KMYBLUE_CAPABILITIES = [
  'visibility_limited',
  'kmyblue_limited_scope',
  'kmyblue_circle_history',
  'kmyblue_list_notification',
];
const LIST = { id: '5', title: 'News', replies_policy: 'list', exclusive: false, notify: false };

async function signedIn(
  capabilities = KMYBLUE_CAPABILITIES,
  WebSocket?: typeof globalThis.WebSocket,
) {
  const t = createTestStore({ deps: WebSocket ? { WebSocket } : {} });
  t.api.on('GET', '/api/v2/instance', {
    body: instanceJSON({ fedibird_capabilities: capabilities }),
  });
  t.api.on('GET', '/api/v1/lists/5', { body: LIST });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  await t.store.dispatch(fetchCollection({ kind: 'lists', id: '5' }));
  return t;
}

describe('list settings', () => {
  it('shows a save at once, then what the server answers', async () => {
    const { store, api } = await signedIn();
    let answer: (value: unknown) => void = () => undefined;
    const answered = new Promise((resolve) => (answer = resolve));
    api.on('PUT', '/api/v1/lists/5', async () => {
      await answered;
      return { body: { ...LIST, title: 'Tech', replies_policy: 'none', exclusive: true } };
    });
    const changes = { title: 'Tech', list: { repliesPolicy: 'none' as const, exclusive: true } };
    const saving = store.dispatch(saveCollection({ kind: 'lists', id: '5', changes }));
    await Promise.resolve();
    expect(selectCollectionItem(store.getState(), 'lists', '5')).toEqual({
      id: '5',
      title: 'Tech',
      list: { repliesPolicy: 'none', exclusive: true, notify: false },
    });
    answer(null);
    await saving;
    expect(api.requestsTo('PUT', '/api/v1/lists/5')[0]?.body).toEqual({
      title: 'Tech',
      replies_policy: 'none',
      exclusive: true,
    });
    expect(selectCollectionItem(store.getState(), 'lists', '5')?.title).toBe('Tech');
  });

  it('puts a refused save back, with an alert', async () => {
    const { store, api } = await signedIn();
    api.on('PUT', '/api/v1/lists/5', { status: 422, body: { error: 'Title is too long' } });
    const changes = { title: 'x'.repeat(300), list: { exclusive: true } };
    await store.dispatch(saveCollection({ kind: 'lists', id: '5', changes }));
    expect(selectCollectionItem(store.getState(), 'lists', '5')).toMatchObject({
      title: 'News',
      list: { exclusive: false },
    });
    expect(store.getState().alerts.items).toHaveLength(1);
  });

  it('shows lists by title', async () => {
    const { store } = await signedIn();
    const items = ['b', 'C', 'a'].map((title, i) => ({ id: String(i), title }));
    store.dispatch(collectionsReceived({ kind: 'lists', items }));
    const titles = selectCollectionItemsByTitle(store.getState(), 'lists').map((i) => i.title);
    expect(titles).toEqual(['a', 'b', 'C']);
  });
});

describe('members', () => {
  it('loads them all at once, adds once the server agrees, removes at once', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v1/lists/5/accounts', { body: [accountJSON({ id: '7' })] });
    api.on('POST', '/api/v1/lists/5/accounts', { body: {} });
    api.on('DELETE', '/api/v1/lists/5/accounts', { status: 500, body: { error: 'x' } });
    await store.dispatch(fetchCollectionMembers({ kind: 'lists', id: '5' }));
    expect(api.requestsTo('GET', '/api/v1/lists/5/accounts')[0]?.query.get('limit')).toBe('0');
    expect(store.getState().accounts.entities['7']).toBeDefined();
    await store.dispatch(
      changeCollectionMember({ kind: 'lists', id: '5', accountId: '8', member: true }),
    );
    expect(selectCollectionMembers(store.getState(), 'lists', '5')).toEqual(['7', '8']);
    await store.dispatch(
      changeCollectionMember({ kind: 'lists', id: '5', accountId: '7', member: false }),
    );
    expect(selectCollectionMembers(store.getState(), 'lists', '5')).toEqual(['8', '7']);
    expect(store.getState().alerts.items).toHaveLength(1);
  });

  it('a list searches only among whom the reader follows, never offering the reader', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v1/accounts/search', {
      body: [accountJSON({ id: '1' }), accountJSON({ id: '9', username: 'dave' })],
    });
    await store.dispatch(searchCollectionCandidates({ kind: 'lists', id: '5', query: 'da' }));
    const query = api.requestsTo('GET', '/api/v1/accounts/search')[0]?.query;
    expect(query?.get('following')).toBe('true');
    expect(query?.get('resolve')).toBe('false');
    expect(query?.get('follower')).toBeNull();
    expect(selectCollectionCandidates(store.getState(), 'lists', '5', 'da')).toEqual(['9']);
    expect(selectCollectionCandidates(store.getState(), 'lists', '5', 'd')).toBeNull();
  });

  it("a circle keeps only the reader's followers", async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v1/accounts/search', {
      body: [accountJSON({ id: '9' }), accountJSON({ id: '10' })],
    });
    api.on('GET', '/api/v1/accounts/relationships', {
      body: [
        { id: '9', following: true, followed_by: false },
        { id: '10', following: false, followed_by: true },
      ],
    });
    await store.dispatch(searchCollectionCandidates({ kind: 'circles', id: '3', query: 'fr' }));
    expect(api.requestsTo('GET', '/api/v1/accounts/search')[0]?.query.get('follower')).toBe('true');
    expect(selectCollectionCandidates(store.getState(), 'circles', '3', 'fr')).toEqual(['10']);
  });
});

describe('capabilities', () => {
  it('circles need limited visibility with its scopes; their history a flag of its own', async () => {
    const kmyblue = (await signedIn()).store.getState();
    expect(selectHasCircles(kmyblue)).toBe(true);
    expect(selectHasCollectionKind(kmyblue, 'circles')).toBe(true);
    expect(selectHasCircleHistory(kmyblue)).toBe(true);
    const partial = (await signedIn(['visibility_limited', 'kmyblue_circle_history'])).store;
    expect(selectHasCircles(partial.getState())).toBe(false);
    const mastodon = (await signedIn([])).store.getState();
    expect(selectHasCollectionKind(mastodon, 'circles')).toBe(false);
    expect(selectHasCircleHistory(mastodon)).toBe(false);
    expect(selectHasCollectionKind(mastodon, 'lists')).toBe(true);
  });
});

describe('the list stream', () => {
  it("subscribes while a screen wants it and feeds the list's timeline", async () => {
    FakeWebSocket.instances = [];
    const { store, api } = await signedIn(
      KMYBLUE_CAPABILITIES,
      FakeWebSocket as unknown as typeof WebSocket,
    );
    api.on('GET', '/api/v1/timelines/list/5', { body: [statusJSON({ id: '100' })] });
    await store.dispatch(loadTimeline({ source: { kind: 'list', id: '5' }, mode: 'initial' }));
    const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1]!;
    socket.open();
    store.dispatch(streamWanted({ key: 'list:5', stream: 'list', list: '5' }));
    expect(socket.sent).toContainEqual({ type: 'subscribe', stream: 'list', list: '5' });
    socket.receive({
      stream: ['list', '5'],
      event: 'update',
      payload: JSON.stringify(statusJSON({ id: '101' })),
    });
    expect(store.getState().timelines['list:5']?.items).toEqual(['101', '100']);
  });
});
