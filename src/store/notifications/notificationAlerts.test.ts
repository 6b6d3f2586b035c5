import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiNotificationJSON } from '../../api/types';
import { emptyBundle } from '../../entities/bundle';
import { normaliseNotification } from '../../entities/notificationGroup';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { accountJSON, statusJSON } from '../../test/fixtures';
import { createFakeApi } from '../../test/fakeApi';
import { createTestStore, ORIGIN } from '../../test/testStore';
import type { DesktopDeps } from '../deps';
import { entitiesReceived } from '../entities';
import { connectSession } from '../session/sessionActions';
import { settingChanged } from '../session/settings';
import { loadNotifications } from './notificationActions';
import { notificationSound } from './notificationAlertRules';
import { notificationReceived } from './notifications';

interface Shown {
  title: string;
  options: NotificationOptions;
  closed: boolean;
  click(): void;
}

/** A browser Notification class that records what it was asked to show. */
function fakeNotificationClass(permission: NotificationPermission) {
  const shown: Shown[] = [];
  class FakeNotification {
    static permission = permission;
    private clickListeners: (() => void)[] = [];
    constructor(title: string, options: NotificationOptions) {
      const record: Shown = {
        title,
        options,
        closed: false,
        click: () => this.clickListeners.forEach((listener) => listener()),
      };
      this.record = record;
      shown.push(record);
    }
    private record: Shown;
    addEventListener(_type: 'click', listener: () => void) {
      this.clickListeners.push(listener);
    }
    close() {
      this.record.closed = true;
    }
  }
  return { FakeNotification, shown };
}

function setUp({
  permission = 'granted',
  hidden = true,
}: { permission?: NotificationPermission | 'unsupported'; hidden?: boolean } = {}) {
  const { FakeNotification, shown } = fakeNotificationClass(
    permission === 'unsupported' ? 'default' : permission,
  );
  const page = { hidden, sounds: 0, focused: 0, opened: [] as string[] };
  const desktop: DesktopDeps = {
    Notification: permission === 'unsupported' ? null : FakeNotification,
    isHidden: () => page.hidden,
    sound: { play: () => void (page.sounds += 1) },
    focusWindow: () => void (page.focused += 1),
    open: (path) => void page.opened.push(path),
  };
  const api = createFakeApi(ORIGIN);
  const t = createTestStore({
    api,
    deps: { desktop, WebSocket: FakeWebSocket as unknown as typeof WebSocket },
  });
  return { ...t, page, shown };
}

const alice = accountJSON({
  id: 'a1',
  username: 'alice',
  display_name: 'Alice',
  avatar: 'https://sandbox.example/alice.png',
});

let nextId = 500;
function notificationJSON(
  type: string,
  overrides: Partial<ApiNotificationJSON> = {},
): ApiNotificationJSON {
  nextId += 1;
  return {
    id: String(nextId),
    type,
    created_at: '2026-01-01T00:00:00Z',
    group_key: `ungrouped-${nextId}`,
    account: alice,
    status: statusJSON({
      id: `s${nextId}`,
      account: accountJSON({ id: '1', username: 'me' }),
      content: '<p>Lunch <b>at</b> noon</p>',
    }),
    ...overrides,
  };
}

async function signedInWithStream(options?: Parameters<typeof setUp>[0]) {
  FakeWebSocket.instances = [];
  const t = setUp(options);
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1]!;
  socket.open();
  const stream = (json: ApiNotificationJSON) =>
    socket.receive({
      stream: ['user:notification'],
      event: 'notification',
      payload: JSON.stringify(json),
    });
  return { ...t, stream };
}

const hideFilter = {
  filter: {
    id: 'f1',
    title: 'Spoilers',
    context: ['notifications' as const],
    expires_at: null,
    filter_action: 'hide' as const,
  },
  keyword_matches: ['noon'],
  status_matches: [],
};

describe('live notifications: sound and desktop notification', () => {
  beforeEach(() => {
    FakeWebSocket.instances = [];
  });

  it('plays the boop and shows a desktop notification in Mastodon wording while hidden', async () => {
    const { stream, page, shown } = await signedInWithStream();
    const json = notificationJSON('favourite');
    stream(json);
    expect(page.sounds).toBe(1);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.title).toBe('Alice favorited your post');
    expect(shown[0]!.options).toEqual({
      body: 'Lunch at noon',
      icon: 'https://sandbox.example/alice.png',
      tag: json.id,
    });
  });

  it('focuses the window and opens the status, or the account, on click', async () => {
    const { stream, page, shown } = await signedInWithStream();
    const mention = notificationJSON('mention');
    stream(mention);
    stream(notificationJSON('follow', { status: null }));
    shown[0]!.click();
    expect(page.focused).toBe(1);
    expect(shown[0]!.closed).toBe(true);
    expect(page.opened).toEqual([`/@me/${mention.status!.id}`]);
    shown[1]!.click();
    expect(page.opened[1]).toBe('/@alice');
    expect(shown[1]!.title).toBe('Alice followed you');
    expect(shown[1]!.options.body).toBe('');
  });

  it('shows no desktop notification while the tab is visible, but still plays the sound', async () => {
    const { stream, page, shown } = await signedInWithStream({ hidden: false });
    stream(notificationJSON('mention'));
    expect(shown).toHaveLength(0);
    expect(page.sounds).toBe(1);
  });

  it.each(['default', 'denied', 'unsupported'] as const)(
    'shows no desktop notification when the permission is %s',
    async (permission) => {
      const { stream, page, shown } = await signedInWithStream({ permission });
      stream(notificationJSON('mention'));
      expect(shown).toHaveLength(0);
      expect(page.sounds).toBe(1);
    },
  );

  it('follows the per-type choices for sound and desktop notifications', async () => {
    const { store, stream, page, shown } = await signedInWithStream();
    store.dispatch(
      settingChanged({ path: ['notifications', 'sounds', 'favourite'], value: false }),
    );
    store.dispatch(settingChanged({ path: ['notifications', 'alerts', 'mention'], value: false }));
    stream(notificationJSON('favourite'));
    expect(page.sounds).toBe(0);
    expect(shown.map((s) => s.title)).toEqual(['Alice favorited your post']);
    stream(notificationJSON('mention'));
    expect(page.sounds).toBe(1);
    expect(shown).toHaveLength(1);
  });

  it('says nothing of a type the reader does not show', async () => {
    const { store, stream, page, shown } = await signedInWithStream();
    store.dispatch(settingChanged({ path: ['notifications', 'shows', 'reblog'], value: false }));
    stream(notificationJSON('reblog'));
    expect(page.sounds).toBe(0);
    expect(shown).toHaveLength(0);
  });

  it('marks the streamed action with the sound only when the type sounds', async () => {
    const { store } = await signedInWithStream();
    const json = notificationJSON('mention');
    const live = normaliseNotification(json, emptyBundle());
    expect(notificationSound(store.getState(), live)).toBe('boop');
    store.dispatch(settingChanged({ path: ['notifications', 'sounds', 'mention'], value: false }));
    expect(notificationSound(store.getState(), live)).toBeUndefined();
  });

  it('makes no sound and no alert for a notification a hide filter matched', async () => {
    const { store, stream, page, shown } = await signedInWithStream();
    const filtered = (id: string) =>
      notificationJSON('mention', {
        status: statusJSON({ id, account: alice, filtered: [hideFilter] }),
      });
    // The stream drops it at the edge…
    stream(filtered('f-1'));
    // …and one that reaches the store anyway is still kept quiet.
    const bundle = emptyBundle();
    const live = normaliseNotification(filtered('f-2'), bundle);
    store.dispatch(entitiesReceived(bundle));
    store.dispatch(notificationReceived(live, notificationSound(store.getState(), live)));
    expect(page.sounds).toBe(0);
    expect(shown).toHaveLength(0);
  });

  it('says nothing for a page of notifications loaded from the API', async () => {
    const { store, api, page, shown } = await signedInWithStream();
    api.on('GET', '/api/v2/notifications', {
      body: {
        accounts: [alice],
        statuses: [],
        notification_groups: [
          {
            group_key: 'ungrouped-900',
            notifications_count: 1,
            type: 'mention',
            most_recent_notification_id: '900',
            page_min_id: '900',
            page_max_id: '900',
            latest_page_notification_at: '2026-01-01T00:00:00Z',
            sample_account_ids: ['a1'],
            status_id: null,
          },
        ],
      },
    });
    await store.dispatch(loadNotifications({ mode: 'initial' }));
    expect(store.getState().notifications.items).toEqual(['ungrouped-900']);
    expect(page.sounds).toBe(0);
    expect(shown).toHaveLength(0);
  });

  it('plays the boop for any action that carries it', async () => {
    const { store, page } = await signedInWithStream();
    store.dispatch({ type: 'anything/happened', meta: { sound: 'boop' } });
    store.dispatch({ type: 'anything/happened', meta: { sound: 'ding' } });
    expect(page.sounds).toBe(1);
  });

  it('takes an avatar that is not http(s) as no icon', async () => {
    const { stream, shown } = await signedInWithStream();
    stream(
      notificationJSON('follow', {
        status: null,
        account: accountJSON({ id: 'a2', username: 'bob', avatar: 'javascript:alert(1)' }),
      }),
    );
    expect(shown[0]!.options.icon).toBeUndefined();
  });
});
