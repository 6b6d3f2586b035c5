import { describe, expect, it } from 'vitest';
import { statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { sessionConnected, sessionConnectionStarted } from '../session/session';
import { writeKeptPlace } from './homePlace';
import { openHomeTimeline } from './homePlaceActions';

const HOME = '/api/v1/timelines/home';
const MARKERS = '/api/v1/markers';

const page = (...ids: number[]) => ids.map((id) => statusJSON({ id: String(id) }));

/** A signed-in store whose home has posts 1..200 (newest 200), answered by id like a server. */
function signedIn() {
  const made = createTestStore();
  const { store, api } = made;
  store.dispatch(sessionConnectionStarted({ origin: ORIGIN, token: 'tok' }));
  store.dispatch(sessionConnected({ meId: '1', instance: null as never }));
  api.on('GET', HOME, ({ query }) => {
    const limit = Number(query.get('limit') ?? 20);
    const max = Number(query.get('max_id') ?? 201);
    const since = Number(query.get('since_id') ?? query.get('min_id') ?? 0);
    const ids: number[] = [];
    for (let id = max - 1; id > since && id >= 1; id -= 1) ids.push(id);
    // min_id reads from below: the oldest just above it.
    const chosen = query.has('min_id') ? ids.slice(-limit) : ids.slice(0, limit);
    return { body: page(...chosen) };
  });
  return made;
}

describe('opening home at the reader’s place', () => {
  it('fetches around a far marker: the page at it and what is newer, no walk from the top', async () => {
    const { store, api } = signedIn();
    api.on('GET', MARKERS, {
      body: { home: { last_read_id: '60', version: 3, updated_at: '2026-11-24T10:00:00Z' } },
    });
    await store.dispatch(openHomeTimeline({}));
    const queries = api.requestsTo('GET', HOME).map((r) => Object.fromEntries(r.query));
    // The first page goes out with the marker's question, as ever; then the two around it.
    expect(queries).toEqual([
      { limit: '20' },
      { max_id: '61', limit: '20' },
      { since_id: '60', limit: '40' },
    ]);
    const home = store.getState().timelines.home;
    // More than a page arrived above the marker: a gap between them and the place.
    expect(home?.items.slice(1, 3)).toEqual(['60', '59']);
    expect(home?.items[0]).toMatchObject({ type: 'gap', fill: 'up' });
    expect(home?.pendingItems).toHaveLength(40);
    expect(home?.pendingItems[0]).toBe('200');
    expect(home?.landing).toMatchObject({ key: '60', offset: 0 });
  });

  it('lands on this browser’s place with its offset, counting only what arrived since', async () => {
    const { store, api, deps } = signedIn();
    api.on('GET', MARKERS, { body: {} });
    writeKeptPlace(deps.localStorage, `${ORIGIN}|1`, {
      statusId: '120',
      offset: -42,
      newestId: '197',
      atTop: false,
      savedAt: Date.now(),
    });
    await store.dispatch(openHomeTimeline({}));
    const home = store.getState().timelines.home;
    expect(home?.pendingItems).toEqual(['200', '199', '198']);
    expect(home?.landing).toMatchObject({ key: '120', offset: -42 });
    expect(store.getState().markers.homePlace?.statusId).toBe('120');
  });

  it('opens at the top as ever where there is no place', async () => {
    const { store, api } = signedIn();
    api.on('GET', MARKERS, { body: {} });
    await store.dispatch(openHomeTimeline({}));
    expect(api.requestsTo('GET', HOME).map((r) => r.query.toString())).toEqual(['limit=20']);
    expect(store.getState().timelines.home?.items[0]).toBe('200');
    expect(store.getState().timelines.home?.landing).toBeUndefined();
  });
});
