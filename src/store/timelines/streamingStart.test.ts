import { describe, expect, it } from 'vitest';
import type { Schedule } from '../../lib/frameQueue';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { accountJSON, statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { connectSession } from '../session/sessionActions';
import { signedOut } from '../session/session';

const alice = accountJSON({ id: '2', username: 'alice' });

/** A store whose streaming waits for the first screen, which the test declares over. */
function deferredStore() {
  FakeWebSocket.instances = [];
  let waiting: (() => void)[] = [];
  const scheduleAfterFirstScreen: Schedule = (run) => {
    waiting.push(run);
    return () => {
      waiting = waiting.filter((r) => r !== run);
    };
  };
  const t = createTestStore({
    deps: { WebSocket: FakeWebSocket as unknown as typeof WebSocket, scheduleAfterFirstScreen },
  });
  const homeAsked: URLSearchParams[] = [];
  t.api.on('GET', '/api/v1/timelines/home', (request) => {
    homeAsked.push(request.query);
    return request.query.get('since_id')
      ? { body: [statusJSON({ id: '101', account: alice })] }
      : { body: [statusJSON({ id: '100', account: alice })] };
  });
  const firstScreenDone = () => {
    const runs = waiting;
    waiting = [];
    for (const run of runs) run();
  };
  return { ...t, homeAsked, firstScreenDone, startsWaiting: () => waiting.length };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the streaming connection waits for the first screen', () => {
  it('opens once the first screen is done, then asks for what home missed meanwhile', async () => {
    const t = deferredStore();
    // Signing in asks for home's first page at once.
    await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    await settle();
    expect(t.homeAsked.map((q) => q.get('since_id'))).toEqual([null]);
    expect(FakeWebSocket.instances).toHaveLength(0);

    t.firstScreenDone();
    expect(FakeWebSocket.instances).toHaveLength(1);
    FakeWebSocket.instances[0]!.open();
    await settle();
    expect(t.homeAsked.map((q) => q.get('since_id'))).toEqual([null, '100']);
    expect(t.store.getState().timelines.home?.items).toEqual(['101', '100']);

    // A later drop and return is the stream's own business: no second catch-up.
    FakeWebSocket.instances[0]!.drop();
    await settle();
    expect(t.homeAsked).toHaveLength(2);
  });

  it('never opens for a session that ended while it waited', async () => {
    const t = deferredStore();
    await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    expect(t.startsWaiting()).toBe(1);
    t.store.dispatch(signedOut());
    expect(t.startsWaiting()).toBe(0);
    t.firstScreenDone();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});
