import { describe, expect, it } from 'vitest';
import type { ApiAnnouncementJSON } from '../../api/types';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { selectAlerts } from '../alerts/selectors';
import { connectSession } from '../session/sessionActions';
import {
  dismissAnnouncement,
  loadAnnouncements,
  toggleAnnouncementReaction,
} from './announcementActions';
import { selectAnnouncements, selectUnreadAnnouncementCount } from './announcements';

const announcementJSON = (
  id: string,
  overrides: Partial<ApiAnnouncementJSON> = {},
): ApiAnnouncementJSON => ({
  id,
  content: '<p>Hello <script>alert(1)</script><a href="javascript:x">there</a></p>',
  starts_at: null,
  ends_at: null,
  all_day: false,
  published_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  read: false,
  mentions: [],
  statuses: [],
  tags: [],
  emojis: [],
  reactions: [{ name: '👍', count: 2, me: false }],
  ...overrides,
});

async function signedIn() {
  FakeWebSocket.instances = [];
  const t = createTestStore({ deps: { WebSocket: FakeWebSocket as unknown as typeof WebSocket } });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  t.api.on('GET', '/api/v1/announcements', {
    body: [announcementJSON('a1'), announcementJSON('a2', { read: true })],
  });
  await t.store.dispatch(loadAnnouncements());
  return t;
}

const reactionsOf = (t: Awaited<ReturnType<typeof signedIn>>, id = 'a1') =>
  selectAnnouncements(t.store.getState())
    .items.find((a) => a.id === id)
    ?.reactions.map((r) => [r.name, r.count, r.me]);

const thumbs = { name: '👍', url: null, staticUrl: null };

describe('announcements', () => {
  it('loads them sanitised, with the unread count', async () => {
    const t = await signedIn();
    expect(selectUnreadAnnouncementCount(t.store.getState())).toBe(1);
    const text = JSON.stringify(selectAnnouncements(t.store.getState()).items[0]?.content);
    expect(text).not.toContain('script');
    expect(text).not.toContain('javascript');
  });

  it('raises no alert when they cannot be fetched (SPEC §8)', async () => {
    const t = createTestStore();
    await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    t.api.on('GET', '/api/v1/announcements', { status: 500, body: { error: 'Broken' } });
    await t.store.dispatch(loadAnnouncements());
    expect(selectAlerts(t.store.getState())).toEqual([]);
  });

  it('dismissing marks one read', async () => {
    const t = await signedIn();
    t.api.on('POST', '/api/v1/announcements/a1/dismiss', { body: {} });
    await t.store.dispatch(dismissAnnouncement('a1'));
    expect(selectUnreadAnnouncementCount(t.store.getState())).toBe(0);
    expect(t.api.requestsTo('POST', '/api/v1/announcements/a1/dismiss')).toHaveLength(1);
  });

  it('reacts at once and rolls back when refused', async () => {
    const t = await signedIn();
    t.api.on('PUT', '/api/v1/announcements/a1/reactions/%F0%9F%91%8D', { body: {} });
    await t.store.dispatch(toggleAnnouncementReaction({ id: 'a1', choice: thumbs, add: true }));
    expect(reactionsOf(t)).toEqual([['👍', 3, true]]);

    t.api.on('DELETE', '/api/v1/announcements/a1/reactions/%F0%9F%91%8D', {
      status: 500,
      body: { error: 'Broken' },
    });
    const pending = t.store.dispatch(
      toggleAnnouncementReaction({ id: 'a1', choice: thumbs, add: false }),
    );
    expect(reactionsOf(t)).toEqual([['👍', 2, false]]);
    await pending;
    expect(reactionsOf(t)).toEqual([['👍', 3, true]]);

    const party = { name: '🎉', url: null, staticUrl: null };
    t.api.on('PUT', '/api/v1/announcements/a1/reactions/%F0%9F%8E%89', {
      status: 422,
      body: { error: 'Validation failed: Name is not a recognized emoji' },
    });
    await t.store.dispatch(toggleAnnouncementReaction({ id: 'a1', choice: party, add: true }));
    expect(reactionsOf(t)).toEqual([['👍', 3, true]]);
  });

  it('takes new ones, totals and deletions from the stream', async () => {
    const t = await signedIn();
    const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1]!;
    socket.open();
    socket.receive({
      stream: ['user'],
      event: 'announcement',
      payload: JSON.stringify(announcementJSON('a3', { reactions: [] })),
    });
    expect(selectUnreadAnnouncementCount(t.store.getState())).toBe(2);
    socket.receive({
      stream: ['user'],
      event: 'announcement.reaction',
      payload: JSON.stringify({ name: '👍', count: 5, announcement_id: 'a1' }),
    });
    socket.receive({
      stream: ['user'],
      event: 'announcement.reaction',
      payload: JSON.stringify({ name: '🎉', count: 1, announcement_id: 'a1' }),
    });
    expect(reactionsOf(t)).toEqual([
      ['👍', 5, false],
      ['🎉', 1, false],
    ]);
    socket.receive({
      stream: ['user'],
      event: 'announcement.reaction',
      payload: JSON.stringify({ name: '🎉', count: 0, announcement_id: 'a1' }),
    });
    expect(reactionsOf(t)).toEqual([['👍', 5, false]]);
    socket.receive({ stream: ['user'], event: 'announcement.delete', payload: 'a1' });
    expect(selectAnnouncements(t.store.getState()).items.map((a) => a.id)).toEqual(['a2', 'a3']);
  });
});
