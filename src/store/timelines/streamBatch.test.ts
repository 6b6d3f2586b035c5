import { describe, expect, it } from 'vitest';
import type { ApiNotificationJSON } from '../../api/types';
import type { Schedule } from '../../lib/frameQueue';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { accountJSON, statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { selectStatus } from '../selectors';
import { connectSession } from '../session/sessionActions';
import { streamUnwanted, streamWanted } from './streaming';
import { loadTimeline } from './timelineActions';
import { timelineScrolled } from './timelines';

const alice = accountJSON({ id: '2', username: 'alice' });

async function signedInHome() {
  FakeWebSocket.instances = [];
  let waiting: (() => void)[] = [];
  let quietWaiting: (() => void)[] = [];
  const scheduleFrame: Schedule = (run) => {
    waiting.push(run);
    return () => {
      waiting = waiting.filter((r) => r !== run);
    };
  };
  const scheduleQuietFrame: Schedule = (run) => {
    quietWaiting.push(run);
    return () => {
      quietWaiting = quietWaiting.filter((r) => r !== run);
    };
  };
  const t = createTestStore({
    deps: {
      WebSocket: FakeWebSocket as unknown as typeof WebSocket,
      scheduleFrame,
      scheduleQuietFrame,
    },
  });
  t.api.on('GET', '/api/v1/timelines/home', { body: [statusJSON({ id: '100', account: alice })] });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  await t.store.dispatch(loadTimeline({ source: { kind: 'home' }, mode: 'initial' }));
  const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1]!;
  socket.open();
  let notified = 0;
  t.store.subscribe(() => void (notified += 1));
  return {
    ...t,
    socket,
    /** Runs the waiting frame; the store updates it caused. */
    frame() {
      const before = notified;
      const runs = waiting;
      waiting = [];
      for (const run of runs) run();
      return notified - before;
    },
    framesWaiting: () => waiting.length,
    /** Runs the waiting quiet frame (the slower schedule). */
    quietFrame() {
      const before = notified;
      const runs = quietWaiting;
      quietWaiting = [];
      for (const run of runs) run();
      return notified - before;
    },
    quietFramesWaiting: () => quietWaiting.length,
    update: (id: string, stream = ['user']) =>
      socket.receive({
        stream,
        event: 'update',
        payload: JSON.stringify(statusJSON({ id, account: alice })),
      }),
    remove: (id: string) => socket.receive({ stream: ['user'], event: 'delete', payload: id }),
  };
}

const home = (t: Awaited<ReturnType<typeof signedInHome>>) => t.store.getState().timelines.home;

describe('streamed events are applied once per frame', () => {
  it('many posts: nothing until the frame, then one store update with all of them in order', async () => {
    const t = await signedInHome();
    t.store.dispatch(timelineScrolled({ key: 'home', top: false }));
    for (let i = 101; i <= 150; i += 1) t.update(String(i));
    expect(home(t)?.pendingItems).toEqual([]);
    expect(selectStatus(t.store.getState(), '101')).toBeUndefined();
    // Bound for pending only, they wait for the slower schedule: one store update for all.
    expect(t.quietFramesWaiting()).toBe(1);
    expect(t.quietFrame()).toBe(1);
    const pending = home(t)?.pendingItems ?? [];
    expect(pending).toHaveLength(50);
    expect(pending[0]).toBe('150');
    expect(pending[49]).toBe('101');
    expect(home(t)?.unread).toBe(50);
    expect(selectStatus(t.store.getState(), '150')?.id).toBe('150');
    expect(t.frame()).toBe(0);
  });

  it('lets posts bound for pending wait for the slower schedule, until anything else comes', async () => {
    const t = await signedInHome();
    t.store.dispatch(timelineScrolled({ key: 'home', top: false }));
    t.update('101');
    t.update('102');
    expect(t.framesWaiting()).toBe(0);
    expect(t.quietFramesWaiting()).toBe(1);
    t.quietFrame();
    expect(home(t)?.pendingItems).toEqual(['102', '101']);
    // A delete may change what is on screen: it brings what waits to the next frame.
    t.update('103');
    t.remove('100');
    expect(t.quietFramesWaiting()).toBe(0);
    expect(t.frame()).toBe(1);
    expect(home(t)?.pendingItems).toEqual(['103', '102', '101']);
    expect(home(t)?.items).toEqual([]);
  });

  it('applies a post at the top on the next frame', async () => {
    const t = await signedInHome();
    t.update('101');
    expect(t.quietFramesWaiting()).toBe(0);
    expect(t.frame()).toBe(1);
    expect(home(t)?.items[0]).toBe('101');
  });

  it('keeps the order of posts and deletes within a frame', async () => {
    const t = await signedInHome();
    t.update('101');
    t.remove('101');
    t.update('102');
    t.remove('100');
    t.update('103');
    expect(t.frame()).toBe(1);
    expect(home(t)?.items).toEqual(['103', '102']);
    expect(selectStatus(t.store.getState(), '101')).toBeUndefined();
    expect(selectStatus(t.store.getState(), '100')).toBeUndefined();
  });

  it('a deleted post takes its boosts with it, even one that came in the same frame', async () => {
    const t = await signedInHome();
    t.socket.receive({
      stream: ['user'],
      event: 'update',
      payload: JSON.stringify(
        statusJSON({
          id: '200',
          account: alice,
          reblog: statusJSON({ id: '100', account: alice }),
        }),
      ),
    });
    t.remove('100');
    t.frame();
    expect(home(t)?.items).toEqual([]);
    expect(selectStatus(t.store.getState(), '200')).toBeUndefined();
  });

  it('batches notifications into one action, in order, with one sound', async () => {
    const t = await signedInHome();
    const notification = (id: string): ApiNotificationJSON => ({
      id,
      type: 'follow',
      created_at: '2026-01-01T00:00:00Z',
      group_key: `ungrouped-${id}`,
      account: alice,
    });
    for (const id of ['7', '8', '9'])
      t.socket.receive({
        stream: ['user:notification'],
        event: 'notification',
        payload: JSON.stringify(notification(id)),
      });
    expect(t.frame()).toBe(1);
    expect(t.store.getState().notifications.items.slice(0, 3)).toEqual([
      'ungrouped-9',
      'ungrouped-8',
      'ungrouped-7',
    ]);
  });

  it('applies what waits when a screen lets its stream go, and when the stream drops', async () => {
    const t = await signedInHome();
    const wish = { key: 'public', stream: 'public' };
    t.store.dispatch(streamWanted(wish));
    t.update('101');
    t.store.dispatch(streamUnwanted(wish));
    expect(home(t)?.items[0]).toBe('101');
    t.update('102');
    t.socket.drop();
    const items = home(t)?.items ?? [];
    expect(items[1]).toBe('102');
    expect(items[0]).toMatchObject({ type: 'gap', sinceId: '102' });
  });
});
