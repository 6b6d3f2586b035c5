import { describe, expect, it, vi } from 'vitest';
import { serverProblem } from '../../test/alerts';
import { statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { connectSession } from '../session/sessionActions';
import { selectStatus } from '../selectors';
import { toggleFavourite, toggleReblog } from './statusActions';
import { loadTimeline } from '../timelines/timelineActions';

async function signedInWithStatus() {
  const t = createTestStore();
  const status = statusJSON({ id: '500', favourites_count: 2, reblogs_count: 1 });
  t.api.on('GET', '/api/v1/timelines/home', { body: [status] });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  await t.store.dispatch(loadTimeline({ source: { kind: 'home' }, mode: 'initial' }));
  return { ...t, status };
}

describe('favourite, boost and bookmark (set at once, reverted on failure)', () => {
  it('sets the flag and count before the server answers and keeps the server copy', async () => {
    const { store, api, status } = await signedInWithStatus();
    let release!: () => void;
    api.on(
      'POST',
      '/api/v1/statuses/500/favourite',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { ...status, favourited: true, favourites_count: 3 } });
        }),
    );
    const pending = store.dispatch(toggleFavourite({ id: '500', value: true }));
    expect(selectStatus(store.getState(), '500')).toMatchObject({
      favourited: true,
      favouritesCount: 3,
    });
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    release();
    await pending;
    expect(selectStatus(store.getState(), '500')).toMatchObject({
      favourited: true,
      favouritesCount: 3,
    });
  });

  it('reverts on failure and raises an alert titled with the status code', async () => {
    const { store, api } = await signedInWithStatus();
    api.on('POST', '/api/v1/statuses/500/reblog', { status: 500, body: { error: 'Boom' } });
    await store.dispatch(toggleReblog({ id: '500', value: true }));
    expect(selectStatus(store.getState(), '500')).toMatchObject({
      reblogged: false,
      reblogsCount: 1,
    });
    expect(store.getState().alerts.items).toEqual([
      expect.objectContaining({ title: '500', message: serverProblem('Boom') }),
    ]);
  });
});
