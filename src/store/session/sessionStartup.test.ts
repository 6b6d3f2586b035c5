import { describe, expect, it } from 'vitest';
import { never } from '../../test/fakeApi';
import { instanceJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { loadCurrentSession } from './sessionRecords';
import { connectSession, reconnectSession, restoreSession } from './sessionActions';

/** A store whose saved session is the signed-in user on ORIGIN, as after an earlier visit. */
async function withSavedSession() {
  const first = createTestStore();
  await first.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  const quick = { requestTimeouts: { readMs: 30, writeMs: 30 } };
  return createTestStore({ deps: { localStorage: first.deps.localStorage, ...quick } });
}

describe('start-up with a saved session and a server that does not answer', () => {
  it.each([
    ['times out', never],
    ['fails with 503', () => ({ status: 503, body: { error: 'Down for maintenance' } })],
  ])('keeps the session and shows the app when the server %s', async (_, answer) => {
    const t = await withSavedSession();
    t.api.on('GET', '/api/v2/instance', answer);
    expect(await t.store.dispatch(restoreSession()).unwrap()).toBe(true);
    expect(t.store.getState().session).toMatchObject({
      phase: 'ready',
      origin: ORIGIN,
      token: 'tok',
      meId: '1',
      isUnreachable: true,
    });
    expect(loadCurrentSession(t.deps.localStorage)).toMatchObject({ token: 'tok' });
  });

  it('keeps the session when the network is gone, and connects once the server answers', async () => {
    const t = await withSavedSession();
    t.api.on('GET', '/api/v2/instance', () => {
      throw new TypeError('Failed to fetch');
    });
    await t.store.dispatch(restoreSession());
    expect(await t.store.dispatch(reconnectSession()).unwrap()).toBe(false);
    expect(t.store.getState().session).toMatchObject({ phase: 'ready', isUnreachable: true });

    t.api.on('GET', '/api/v2/instance', () => ({ body: instanceJSON() }));
    expect(await t.store.dispatch(reconnectSession()).unwrap()).toBe(true);
    expect(t.store.getState().session).toMatchObject({
      phase: 'ready',
      isUnreachable: false,
      meId: '1',
    });
    expect(t.store.getState().session.instance).not.toBeNull();
  });

  it('forgets the session only for a 401', async () => {
    const t = await withSavedSession();
    t.api.on('GET', '/api/v1/accounts/verify_credentials', {
      status: 401,
      body: { error: 'The access token is invalid' },
    });
    expect(await t.store.dispatch(restoreSession()).unwrap()).toBe(false);
    expect(t.store.getState().session.phase).toBe('failed');
    expect(loadCurrentSession(t.deps.localStorage)).toBeNull();
  });
});
