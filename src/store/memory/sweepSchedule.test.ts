import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { accountJSON, statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import type { RootState } from '../index';
import { ENTITY_SWEEP_CHECK_MS, ENTITY_SWEEP_STATUSES_MAX } from '../constants';
import { retain } from './retain';
import { selectStatus } from '../selectors';
import { connectSession } from '../session/sessionActions';
import { toggleFavourite } from '../statuses/statusActions';
import { loadTimeline } from '../timelines/timelineActions';

const PER_SECOND = 100;
const authors = Array.from({ length: 30 }, (_, i) => accountJSON({ id: `author${i}` }));

/** A signed-in store with home loaded and the user stream open. */
async function streamingHome() {
  FakeWebSocket.instances = [];
  const t = createTestStore({
    deps: { WebSocket: FakeWebSocket as unknown as typeof WebSocket },
  });
  t.api.on('GET', '/api/v1/timelines/home', { body: [statusJSON({ id: '100' })] });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  await t.store.dispatch(loadTimeline({ source: { kind: 'home' }, mode: 'initial' }));
  const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1]!;
  socket.open();
  vi.useFakeTimers();
  let next = 1000;
  /** One post on the user stream; every fifth a boost of a post not seen before. */
  const stream = () => {
    next += 2;
    const account = authors[next % authors.length];
    const original = statusJSON({ id: String(next), account });
    const status =
      next % 5 === 0
        ? statusJSON({ id: String(next + 1), account: authors[0], reblog: original })
        : original;
    socket.receive({ stream: ['user'], event: 'update', payload: JSON.stringify(status) });
  };
  return { ...t, stream };
}

/** Ids home shows that do not resolve: the status, the boosted one, or either author. */
function missingFromHome(state: RootState): string[] {
  const home = state.timelines.home!;
  return [...home.items, ...home.pendingItems].flatMap((id) => {
    if (typeof id !== 'string') return [];
    const status = selectStatus(state, id);
    const shown = status?.reblogId ? selectStatus(state, status.reblogId) : status;
    const resolves =
      status &&
      shown &&
      state.accounts.entities[status.accountId] &&
      state.accounts.entities[shown.accountId];
    return resolves ? [] : [id];
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the entity sweep', () => {
  it('keeps the store bounded while posts stream into home, and home whole', async () => {
    const { store, stream } = await streamingHome();
    let most = 0;
    for (let second = 0; second < 20; second += 1) {
      for (let i = 0; i < PER_SECOND; i += 1) {
        stream();
        expect(missingFromHome(store.getState())).toEqual([]);
      }
      most = Math.max(most, store.getState().statuses.ids.length);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(missingFromHome(store.getState())).toEqual([]);
    }
    await vi.advanceTimersByTimeAsync(ENTITY_SWEEP_CHECK_MS);

    // 2,000 posts (and 400 boosted ones) came in; at most one check interval's worth over the limit.
    expect(most).toBeGreaterThan(ENTITY_SWEEP_STATUSES_MAX);
    expect(most).toBeLessThanOrEqual(
      ENTITY_SWEEP_STATUSES_MAX + (PER_SECOND * 1.2 * ENTITY_SWEEP_CHECK_MS) / 1_000,
    );
    const state = store.getState();
    expect(state.statuses.ids.length).toBeLessThanOrEqual(ENTITY_SWEEP_STATUSES_MAX);
    expect(state.timelines.home!.items.length).toBeGreaterThan(0);
    expect(missingFromHome(state)).toEqual([]);
    expect(state.accounts.entities['1']).toBeDefined();
  });

  it('keeps what a mounted component retains', async () => {
    const { store, stream } = await streamingHome();
    stream();
    const retained = store.getState().timelines.home!.items[0] as string;
    const release = retain('status', retained);
    for (let i = 0; i < ENTITY_SWEEP_STATUSES_MAX; i += 1) stream();
    await vi.advanceTimersByTimeAsync(ENTITY_SWEEP_CHECK_MS);
    expect(store.getState().timelines.home!.items).not.toContain(retained);
    expect(selectStatus(store.getState(), retained)).toBeDefined();
    release();
  });

  it('waits for a request in flight, and its answer copes with a swept status', async () => {
    const { store, api, stream } = await streamingHome();
    let release!: () => void;
    api.on(
      'POST',
      '/api/v1/statuses/100/favourite',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 500, body: { error: 'Boom' } });
        }),
    );
    const pending = store.dispatch(toggleFavourite({ id: '100', value: true }));
    for (let i = 0; i < ENTITY_SWEEP_STATUSES_MAX * 2; i += 1) stream();
    await vi.advanceTimersByTimeAsync(ENTITY_SWEEP_CHECK_MS * 3);
    expect(store.getState().statuses.ids.length).toBeGreaterThan(ENTITY_SWEEP_STATUSES_MAX * 2);

    release();
    await pending;
    await vi.advanceTimersByTimeAsync(ENTITY_SWEEP_CHECK_MS);
    const state = store.getState();
    expect(state.statuses.ids.length).toBeLessThanOrEqual(ENTITY_SWEEP_STATUSES_MAX);
    // '100' had left home long before: swept, and the revert found nothing to put back.
    expect(selectStatus(state, '100')).toBeUndefined();
  });
});
