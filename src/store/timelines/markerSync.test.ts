import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { MARKER_THROTTLE_MS } from '../constants';
import { connectSession } from '../session/sessionActions';
import { markerRead } from './markers';
import { flushMarkersOnExit } from './markerSync';

const notificationsMarker = (id: string) => ({
  notifications: { last_read_id: id, version: 1, updated_at: '2026-01-01T00:00:00Z' },
});

async function signedIn(storedId = '100') {
  const env = createTestStore();
  env.api.on('GET', '/api/v1/markers', { body: notificationsMarker(storedId) });
  env.api.on('POST', '/api/v1/markers', (req) => ({
    body: notificationsMarker(
      (req.body as { notifications: { last_read_id: string } }).notifications.last_read_id,
    ),
  }));
  await env.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  await vi.waitFor(() => expect(env.store.getState().markers.stored.notifications).toBe(storedId));
  const sent = () =>
    env.api
      .requestsTo('POST', '/api/v1/markers')
      .map(
        (r) => (r.body as { notifications: { last_read_id: string } }).notifications.last_read_id,
      );
  return { ...env, sent };
}

describe('the read marker', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('is sent at once, then at most every 5 minutes with the newest position', async () => {
    expect(MARKER_THROTTLE_MS).toBe(300_000);
    const { store, sent } = await signedIn();
    store.dispatch(markerRead({ timeline: 'notifications', id: '110' }));
    await vi.waitFor(() => expect(sent()).toEqual(['110']));
    store.dispatch(markerRead({ timeline: 'notifications', id: '120' }));
    store.dispatch(markerRead({ timeline: 'notifications', id: '130' }));
    await vi.advanceTimersByTimeAsync(MARKER_THROTTLE_MS - 60_000);
    expect(sent()).toEqual(['110']);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(sent()).toEqual(['110', '130']));
    expect(store.getState().markers.stored.notifications).toBe('130');
  });

  it('is not sent for a position not newer than the stored marker', async () => {
    const { store, sent } = await signedIn('100');
    store.dispatch(markerRead({ timeline: 'notifications', id: '90' }));
    store.dispatch(markerRead({ timeline: 'notifications', id: '100' }));
    await vi.advanceTimersByTimeAsync(MARKER_THROTTLE_MS);
    expect(sent()).toEqual([]);
  });

  it('goes out with a keepalive request on page exit when one is waiting', async () => {
    const { store, sent, deps, api } = await signedIn();
    store.dispatch(markerRead({ timeline: 'notifications', id: '110' }));
    await vi.waitFor(() => expect(sent()).toEqual(['110']));
    store.dispatch(markerRead({ timeline: 'notifications', id: '120' }));
    flushMarkersOnExit(store.getState(), deps);
    await vi.waitFor(() => expect(sent()).toEqual(['110', '120']));
    expect(api.requestsTo('POST', '/api/v1/markers')[1]?.body).toEqual({
      notifications: { last_read_id: '120' },
    });
  });
});

describe('reading the markers at start-up', () => {
  it("asks once: home's opening reads them with its first page", async () => {
    const { store, api } = createTestStore();
    api.on('GET', '/api/v1/markers', { body: notificationsMarker('100') });
    await store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    await vi.waitFor(() => expect(store.getState().markers.stored.notifications).toBe('100'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requestsTo('GET', '/api/v1/markers')).toHaveLength(1);
  });

  it("asks with the session when home's read of them failed", async () => {
    const { store, api } = createTestStore();
    let calls = 0;
    api.on('GET', '/api/v1/markers', () =>
      (calls += 1) === 1
        ? { status: 503, body: { error: 'Busy' } }
        : { body: notificationsMarker('100') },
    );
    await store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    await vi.waitFor(() => expect(store.getState().markers.stored.notifications).toBe('100'));
    expect(api.requestsTo('GET', '/api/v1/markers')).toHaveLength(2);
  });
});
