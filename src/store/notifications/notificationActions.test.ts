import { describe, expect, it } from 'vitest';
import { accountJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { connectSession } from '../session/sessionActions';
import { markerRead, markersReceived } from '../timelines/markers';
import { timelineWentOffline } from '../timelines/timelines';
import {
  chooseQuickFilter,
  clearAllNotifications,
  loadNotifications,
  loadNotificationsGap,
  refreshMergedNotifications,
} from './notificationActions';
import { notificationsMounted, notificationsScrolled } from './notifications';
import { selectUnreadNotificationCount } from './selectors';

const groupJSON = (id: number, type = 'favourite') => ({
  group_key: `${type}-${id}`,
  notifications_count: 1,
  type,
  most_recent_notification_id: String(id),
  page_min_id: String(id),
  page_max_id: String(id),
  sample_account_ids: ['11'],
  status_id: null,
});
const page = (...ids: number[]) => ({
  accounts: [accountJSON({ id: '11', username: 'alice' })],
  statuses: [],
  notification_groups: ids.map((id) => groupJSON(id)),
});

async function signedIn() {
  const env = createTestStore();
  await env.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  return env;
}

describe('notification actions against the API', () => {
  it('loads a gap with max_id and since_id, the range it stands for', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v2/notifications', (req) =>
      req.query.get('since_id') ? { body: page(40, 30) } : { body: page(20, 10) },
    );
    await store.dispatch(loadNotifications({ mode: 'initial' }));
    store.dispatch(timelineWentOffline('home'));
    const gap = store.getState().notifications.items[0];
    if (typeof gap !== 'object' || !('type' in gap)) throw new Error('no gap');
    await store.dispatch(loadNotificationsGap({ gap }));
    const request = api.requestsTo('GET', '/api/v2/notifications')[1];
    expect(request?.query.get('since_id')).toBe('20');
    expect(request?.query.get('max_id')).toBeNull();
    expect(request?.query.getAll('grouped_types[]')).toContain('favourite');
    expect(store.getState().notifications.items).toEqual([
      'favourite-40',
      'favourite-30',
      'favourite-20',
      'favourite-10',
    ]);
  });

  it('clears every notification on the server, then the list', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v2/notifications', { body: page(20, 10) });
    api.on('POST', '/api/v1/notifications/clear', { body: {} });
    await store.dispatch(loadNotifications({ mode: 'initial' }));
    await store.dispatch(clearAllNotifications());
    expect(api.requestsTo('POST', '/api/v1/notifications/clear')).toHaveLength(1);
    const state = store.getState().notifications;
    expect(state.items).toEqual([]);
    expect(state.hasLoaded).toBe(true);
    expect(state.hasMore).toBe(false);
  });

  it('keeps the quick filter in the settings and reloads without the other types', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v2/notifications', { body: page(20) });
    await store.dispatch(chooseQuickFilter('mention'));
    expect(store.getState().settings.notifications.quickFilter.active).toBe('mention');
    const excluded = api
      .requestsTo('GET', '/api/v2/notifications')[0]
      ?.query.getAll('exclude_types[]');
    expect(excluded).toContain('favourite');
    expect(excluded).toContain('follow');
    expect(excluded).not.toContain('mention');
    await store.dispatch(chooseQuickFilter('all'));
    const all = api.requestsTo('GET', '/api/v2/notifications')[1]?.query.getAll('exclude_types[]');
    expect(all).not.toContain('favourite');
  });

  it('reloads merged notifications at the top, and says a reload is needed when scrolled down', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v2/notifications', { body: page(20, 10) });
    await store.dispatch(refreshMergedNotifications());
    expect(api.requestsTo('GET', '/api/v2/notifications')).toHaveLength(1);
    store.dispatch(notificationsMounted(true));
    store.dispatch(notificationsScrolled(false));
    await store.dispatch(refreshMergedNotifications());
    expect(api.requestsTo('GET', '/api/v2/notifications')).toHaveLength(1);
    expect(store.getState().notifications.mergedNotifications).toBe('needs-reload');
    await store.dispatch(loadNotifications({ mode: 'initial' }));
    expect(store.getState().notifications.mergedNotifications).toBe('ok');
  });

  it('counts the groups newer than the read marker as unread', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v2/notifications', { body: page(30, 20, 10) });
    await store.dispatch(loadNotifications({ mode: 'initial' }));
    store.dispatch(markersReceived({ notifications: '15' }));
    expect(selectUnreadNotificationCount(store.getState())).toBe(2);
    store.dispatch(markerRead({ timeline: 'notifications', id: '30' }));
    expect(selectUnreadNotificationCount(store.getState())).toBe(0);
  });
});
