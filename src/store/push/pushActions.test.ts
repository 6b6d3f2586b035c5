import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrowserPush, BrowserPushSubscription } from '../deps';
import { instanceJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { connectSession } from '../session/sessionActions';
import {
  changePushSubscription,
  checkPushSubscription,
  subscribeToPush,
  unsubscribeFromPush,
} from './pushActions';
import { pushStorageKey } from './pushRules';

// A P-256 point, base64url, as servers publish it.
const VAPID_KEY =
  'BAZ3QLUSjkRZq--V45N6F6yRkLf0Z4kQI_jQQyIdpXlb8KDDzErYC6Br9cqc6GsnZo_qNdXBDXmqnkKnEDbv_Ig';

function fakeBrowserSubscription(endpoint: string): BrowserPushSubscription & { gone: boolean } {
  const sub = {
    endpoint,
    gone: false,
    getKey: (name: 'p256dh' | 'auth') =>
      new Uint8Array(name === 'p256dh' ? 65 : 16).fill(name === 'auth' ? 1 : 4).buffer,
    unsubscribe: async () => {
      sub.gone = true;
      return true;
    },
  };
  return sub;
}

function fakePush(subscribe: (key: Uint8Array) => Promise<BrowserPushSubscription>) {
  let current: BrowserPushSubscription | null = null;
  const push: BrowserPush & { keys: Uint8Array[] } = {
    keys: [],
    getSubscription: async () =>
      current && !(current as { gone?: boolean }).gone ? current : null,
    subscribe: async (key) => {
      push.keys.push(key);
      current = await subscribe(key);
      return current;
    },
  };
  return push;
}

const serverRecord = (endpoint: string, alerts: Record<string, boolean> = {}) => ({
  id: '5',
  endpoint,
  alerts,
  policy: 'all',
  server_key: VAPID_KEY,
});

async function signedIn(push: BrowserPush | undefined, vapidKey: string | null = VAPID_KEY) {
  const t = createTestStore({ deps: push ? { push } : {} });
  t.api.on('GET', '/api/v2/instance', {
    body: instanceJSON({
      configuration: {
        ...instanceJSON().configuration,
        ...(vapidKey ? { vapid: { public_key: vapidKey } } : {}),
      },
    }),
  });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  return t;
}

afterEach(() => vi.restoreAllMocks());

describe('push subscription', () => {
  it('says so when the browser cannot push', async () => {
    const { store } = await signedIn(undefined);
    await store.dispatch(checkPushSubscription());
    expect(store.getState().push).toMatchObject({ supported: false, subscription: null });
  });

  it('subscribes with the server key, posts the keys and the per-type alerts, and remembers it per user', async () => {
    const push = fakePush(async () => fakeBrowserSubscription('https://push.example/a'));
    const { store, api, deps } = await signedIn(push);
    api.on('POST', '/api/v1/push/subscription', (r) => ({
      body: serverRecord(
        'https://push.example/a',
        (r.body as { data: { alerts: Record<string, boolean> } }).data.alerts,
      ),
    }));
    await store.dispatch(subscribeToPush('followed'));

    expect(Array.from(push.keys[0]!.slice(0, 3))).toEqual([4, 6, 119]);
    const [posted] = api.requestsTo('POST', '/api/v1/push/subscription');
    expect(posted!.body).toMatchObject({
      subscription: {
        endpoint: 'https://push.example/a',
        keys: { p256dh: expect.stringMatching(/^BAQE/) as unknown, auth: 'AQEBAQEBAQEBAQEBAQEBAQ' },
      },
      data: { policy: 'followed', alerts: { follow: true, favourite: true, mention: true } },
    });
    expect(store.getState().push.subscription?.endpoint).toBe('https://push.example/a');
    expect(deps.localStorage.getItem(pushStorageKey(ORIGIN, '1'))).toBe(
      JSON.stringify({ endpoint: 'https://push.example/a' }),
    );

    api.on('PUT', '/api/v1/push/subscription', {
      body: serverRecord('https://push.example/a', { favourite: false }),
    });
    await store.dispatch(changePushSubscription({ alerts: { favourite: false } }));
    expect(api.requestsTo('PUT', '/api/v1/push/subscription')[0]!.body).toEqual({
      data: { alerts: { favourite: false } },
    });
    expect(store.getState().push.subscription?.alerts).toEqual({ favourite: false });

    api.on('DELETE', '/api/v1/push/subscription', { body: {} });
    await store.dispatch(unsubscribeFromPush());
    expect(store.getState().push.subscription).toBeNull();
    expect(await push.getSubscription()).toBeNull();
    expect(deps.localStorage.getItem(pushStorageKey(ORIGIN, '1'))).toBeNull();
  });

  it('finds its own subscription again, but not one another user of this browser made', async () => {
    const browserSub = fakeBrowserSubscription('https://push.example/b');
    const push = fakePush(async () => browserSub);
    await push.subscribe(new Uint8Array());
    const { store, api, deps } = await signedIn(push);
    api.on('GET', '/api/v1/push/subscription', { body: serverRecord('https://push.example/b') });

    await store.dispatch(checkPushSubscription());
    expect(store.getState().push).toMatchObject({ supported: true, subscription: null });
    expect(api.requestsTo('GET', '/api/v1/push/subscription')).toHaveLength(0);

    deps.localStorage.setItem(
      pushStorageKey(ORIGIN, '1'),
      JSON.stringify({ endpoint: 'https://push.example/b' }),
    );
    await store.dispatch(checkPushSubscription());
    expect(store.getState().push.subscription?.id).toBe('5');
  });

  it('logs that notifications will not work when the server has no VAPID key, and asks nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const push = fakePush(async () => fakeBrowserSubscription('https://push.example/c'));
    const { store, api } = await signedIn(push, null);
    await store.dispatch(subscribeToPush('all'));
    expect(warn).toHaveBeenCalledWith(
      'The VAPID public key is not set. You will not be able to receive Web Push Notifications.',
    );
    expect(push.keys).toHaveLength(0);
    expect(api.requestsTo('POST', '/api/v1/push/subscription')).toHaveLength(0);
  });

  it('clears the subscription when the browser lacks the VAPID protocol (AbortError, code 20)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const push = fakePush(async () => {
      throw new DOMException('no vapid', 'AbortError');
    });
    const { store, api, deps } = await signedIn(push);
    deps.localStorage.setItem(pushStorageKey(ORIGIN, '1'), JSON.stringify({ endpoint: 'x' }));
    await store.dispatch(subscribeToPush('all'));
    expect(warn).toHaveBeenCalledWith(
      'Your browser supports Web Push Notifications, but does not seem to implement the VAPID protocol.',
    );
    expect(store.getState().push).toMatchObject({ cleared: true, subscription: null, busy: false });
    expect(deps.localStorage.getItem(pushStorageKey(ORIGIN, '1'))).toBeNull();
    expect(api.requestsTo('POST', '/api/v1/push/subscription')).toHaveLength(0);
  });

  it('clears the subscription when the key is invalid (InvalidCharacterError, code 5)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const push = fakePush(async () => fakeBrowserSubscription('https://push.example/d'));
    const { store } = await signedIn(push, 'not base64 at all!');
    await store.dispatch(subscribeToPush('all'));
    expect(error).toHaveBeenCalledWith(
      'The VAPID public key seems to be invalid:',
      'not base64 at all!',
    );
    expect(push.keys).toHaveLength(0);
    expect(store.getState().push).toMatchObject({ cleared: true, subscription: null });
  });

  it('requires a signed-in user', async () => {
    const push = fakePush(async () => fakeBrowserSubscription('https://push.example/e'));
    const t = createTestStore({ deps: { push } });
    await t.store.dispatch(connectSession({ origin: ORIGIN, token: null }));
    await t.store.dispatch(subscribeToPush('all'));
    expect(push.keys).toHaveLength(0);
  });
});
