import { describe, expect, it } from 'vitest';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { accountJSON, antennaJSON, instanceJSON, statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { deleteCollection } from '../collections/collectionActions';
import { selectCollectionItems } from '../collections/collectionSelectors';
import { connectSession } from '../session/sessionActions';
import { columnsChanged } from '../session/settings';
import { streamUnwanted, streamWanted } from '../timelines/streaming';
import { loadTimeline } from '../timelines/timelineActions';
import { changeAntennaRule, loadAntennaSettings, updateAntenna } from './antennaActions';
import { selectAntenna, selectAntennaRule } from './antennaSelectors';

const antenna = antennaJSON({ accounts_count: 1, keywords_count: 1 });

async function signedIn(capabilities = ['kmyblue_antenna']) {
  FakeWebSocket.instances = [];
  const t = createTestStore({ deps: { WebSocket: FakeWebSocket as unknown as typeof WebSocket } });
  t.api.on('GET', '/api/v2/instance', {
    body: instanceJSON({ fedibird_capabilities: capabilities }),
  });
  t.api.on('GET', '/api/v1/antennas/7', { body: antenna });
  t.api.on('GET', '/api/v1/antennas/7/keywords', {
    body: { keywords: ['cat'], exclude_keywords: [] },
  });
  t.api.on('GET', '/api/v1/antennas/7/domains', { body: { domains: [], exclude_domains: [] } });
  t.api.on('GET', '/api/v1/antennas/7/tags', { body: { tags: [], exclude_tags: ['dogs'] } });
  t.api.on('GET', '/api/v1/antennas/7/accounts', {
    body: [accountJSON({ id: '20', username: 'tama' })],
  });
  t.api.on('GET', '/api/v1/antennas/7/exclude_accounts', { body: [] });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  return t;
}

describe('an antenna’s settings', () => {
  it('loads the antenna and every rule list; accounts are read all at once (limit=0)', async () => {
    const { store, api } = await signedIn();
    await store.dispatch(loadAntennaSettings('7'));
    const state = store.getState();
    expect(selectAntenna(state, '7')?.title).toBe('Cats');
    expect(selectAntennaRule(state, '7', 'keywords')).toEqual({ include: ['cat'], exclude: [] });
    expect(selectAntennaRule(state, '7', 'tags')).toEqual({ include: [], exclude: ['dogs'] });
    expect(selectAntennaRule(state, '7', 'accounts')).toEqual({ include: ['20'], exclude: [] });
    expect(api.requestsTo('GET', '/api/v1/antennas/7/accounts')[0]?.query.get('limit')).toBe('0');
    expect(selectCollectionItems(state, 'antennas')).toEqual([{ id: '7', title: 'Cats' }]);
    expect(state.alerts.items).toEqual([]);
  });

  it('adds an exclude keyword at once and sends it to exclude_keywords', async () => {
    const { store, api } = await signedIn();
    await store.dispatch(loadAntennaSettings('7'));
    api.on('POST', '/api/v1/antennas/7/exclude_keywords', { body: {} });
    const sent = store.dispatch(
      changeAntennaRule({ id: '7', kind: 'keywords', exclude: true, value: ' dog ', add: true }),
    );
    expect(selectAntennaRule(store.getState(), '7', 'keywords')?.exclude).toEqual(['dog']);
    await sent;
    expect(api.requestsTo('POST', '/api/v1/antennas/7/exclude_keywords')[0]?.body).toEqual({
      keywords: ['dog'],
    });
  });

  it('refuses a short keyword or a duplicate before sending, with kmyblue’s message', async () => {
    const { store, api } = await signedIn();
    await store.dispatch(loadAntennaSettings('7'));
    await store.dispatch(
      changeAntennaRule({ id: '7', kind: 'keywords', exclude: false, value: 'x', add: true }),
    );
    await store.dispatch(
      changeAntennaRule({ id: '7', kind: 'keywords', exclude: false, value: 'cat', add: true }),
    );
    expect(api.requestsTo('POST', '/api/v1/antennas/7/keywords')).toEqual([]);
    expect(store.getState().alerts.items.map((a) => a.message)).toEqual([
      expect.objectContaining({ defaultMessage: 'Keyword is too short' }),
      expect.objectContaining({ defaultMessage: 'Duplicate keyword' }),
    ]);
  });

  it('a refused rule alerts with the server’s words and is taken back', async () => {
    const { store, api } = await signedIn();
    await store.dispatch(loadAntennaSettings('7'));
    const error = 'Validation failed: You have exceeded the limit of 30 antennas';
    api.on('POST', '/api/v1/antennas/7/domains', { status: 422, body: { error } });
    await store.dispatch(
      changeAntennaRule({
        id: '7',
        kind: 'domains',
        exclude: false,
        value: 'a.example',
        add: true,
      }),
    );
    expect(selectAntennaRule(store.getState(), '7', 'domains')?.include).toEqual([]);
    expect(store.getState().alerts.items.map((a) => a.message)).toEqual([error]);
  });

  it('takes an account out, and puts it back when the server refuses', async () => {
    const { store, api } = await signedIn();
    await store.dispatch(loadAntennaSettings('7'));
    api.on('DELETE', '/api/v1/antennas/7/accounts', { status: 500, body: { error: 'Boom' } });
    await store.dispatch(
      changeAntennaRule({ id: '7', kind: 'accounts', exclude: false, value: '20', add: false }),
    );
    expect(api.requestsTo('DELETE', '/api/v1/antennas/7/accounts')[0]?.body).toEqual({
      account_ids: ['20'],
    });
    expect(selectAntennaRule(store.getState(), '7', 'accounts')?.include).toEqual(['20']);
    expect(selectAntenna(store.getState(), '7')?.accountsCount).toBe(1);
  });

  it('switches to insert into home at once; an STL refusal puts the mode back', async () => {
    const { store, api } = await signedIn();
    await store.dispatch(loadAntennaSettings('7'));
    api.on('PUT', '/api/v1/antennas/7', (request) => ({
      body: { ...antenna, insert_feeds: true, ...(request.body as object) },
    }));
    await store.dispatch(updateAntenna({ id: '7', changes: { insertFeeds: true, list: null } }));
    expect(api.requestsTo('PUT', '/api/v1/antennas/7')[0]?.body).toEqual({
      insert_feeds: true,
      list_id: '0',
    });
    expect(selectAntenna(store.getState(), '7')?.insertFeeds).toBe(true);

    const error = 'Validation failed: You have exceeded the limit of 1 stl antennas';
    api.on('PUT', '/api/v1/antennas/7', { status: 422, body: { error } });
    const sent = store.dispatch(updateAntenna({ id: '7', changes: { stl: true, ltl: false } }));
    expect(selectAntenna(store.getState(), '7')?.stl).toBe(true);
    await sent;
    expect(selectAntenna(store.getState(), '7')?.stl).toBe(false);
    expect(store.getState().alerts.items.map((a) => a.message)).toEqual([error]);
  });

  it('a 404 drops the antenna and both its columns, without an alert', async () => {
    const { store, api } = await signedIn();
    await store.dispatch(loadAntennaSettings('7'));
    const columns = store.getState().settings.columns;
    store.dispatch(
      columnsChanged([
        ...columns,
        { uuid: 'a', id: 'ANTENNA', params: { id: '7' } },
        { uuid: 'b', id: 'ANTENNA_TIMELINE', params: { id: '7' } },
      ]),
    );
    api.on('GET', '/api/v1/antennas/7', { status: 404, body: { error: 'Record not found' } });
    await store.dispatch(loadAntennaSettings('7'));
    expect(selectAntenna(store.getState(), '7')).toBeNull();
    expect(selectCollectionItems(store.getState(), 'antennas')).toEqual([]);
    expect(store.getState().settings.columns).toEqual(columns);
    expect(store.getState().alerts.items).toEqual([]);
  });

  it('deleting it drops its details and both its columns', async () => {
    const { store, api } = await signedIn();
    await store.dispatch(loadAntennaSettings('7'));
    const columns = store.getState().settings.columns;
    store.dispatch(columnsChanged([...columns, { uuid: 'a', id: 'ANTENNA', params: { id: '7' } }]));
    api.on('DELETE', '/api/v1/antennas/7', { body: {} });
    await store.dispatch(deleteCollection({ kind: 'antennas', id: '7' }));
    expect(selectAntenna(store.getState(), '7')).toBeNull();
    expect(store.getState().settings.columns).toEqual(columns);
  });
});

describe('without kmyblue_antenna', () => {
  it('sends nothing to /api/v1/antennas', async () => {
    const { store, api } = await signedIn([]);
    await store.dispatch(loadAntennaSettings('7'));
    await store.dispatch(updateAntenna({ id: '7', changes: { stl: true } }));
    await store.dispatch(
      changeAntennaRule({ id: '7', kind: 'keywords', exclude: false, value: 'cat', add: true }),
    );
    expect(api.requests.filter((r) => r.path.startsWith('/api/v1/antennas'))).toEqual([]);
    expect(store.getState().alerts.items).toEqual([]);
  });
});

describe('the antenna timeline', () => {
  it('subscribes to its stream while wanted, and a streamed post arrives in it', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v1/timelines/antenna/7', { body: [] });
    await store.dispatch(loadTimeline({ source: { kind: 'antenna', id: '7' }, mode: 'initial' }));
    const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1]!;
    socket.open();
    const request = { key: 'antenna:7', stream: 'antenna', antenna: '7' };
    store.dispatch(streamWanted(request));
    expect(socket.sent).toContainEqual({ type: 'subscribe', stream: 'antenna', antenna: '7' });
    socket.receive({
      stream: ['antenna', '7'],
      event: 'update',
      payload: JSON.stringify(statusJSON({ id: '300' })),
    });
    expect(store.getState().timelines['antenna:7']?.items).toEqual(['300']);
    store.dispatch(streamUnwanted(request));
    expect(socket.sent).toContainEqual({ type: 'unsubscribe', stream: 'antenna', antenna: '7' });
  });
});
