/**
 * Web Push from the settings screen (SPEC §3, §8): subscribe with the server's VAPID key, keep
 * the per-type alerts in step with the settings, unsubscribe. Requires a signed-in user.
 */
import {
  createPushSubscription,
  deletePushSubscription,
  fetchPushSubscription,
  updatePushSubscription,
} from '../../api/push';
import type { PushData, PushPolicy } from '../../entities/types';
import type { BrowserPush, BrowserPushSubscription, StoreDeps } from '../deps';
import type { RootState } from '../index';
import { clientOf, createAppAsyncThunk } from '../thunk';
import {
  pushRequestFailed,
  pushRequestStarted,
  pushSubscriptionCleared,
  pushSubscriptionReceived,
  pushSubscriptionRemoved,
  pushSupportChecked,
} from './push';
import {
  applicationServerKey,
  base64urlOf,
  classifyPushError,
  PUSH_LOG,
  pushAlerts,
  pushStorageKey,
  readStoredEndpoint,
} from './pushRules';

const storageKeyOf = (state: RootState): string | null => {
  const { origin, meId } = state.session;
  return origin && meId ? pushStorageKey(origin, meId) : null;
};

function remember(state: RootState, deps: StoreDeps, endpoint: string | null) {
  const key = storageKeyOf(state);
  if (!key) return;
  if (endpoint) deps.localStorage.setItem(key, JSON.stringify({ endpoint }));
  else deps.localStorage.removeItem(key);
}

const storedEndpoint = (state: RootState, deps: StoreDeps): string | null => {
  const key = storageKeyOf(state);
  return key ? readStoredEndpoint(deps.localStorage.getItem(key)) : null;
};

/** Clears everything of the subscription: this browser's, the remembered endpoint, the state. */
async function clearSubscription(push: BrowserPush, state: RootState, deps: StoreDeps) {
  remember(state, deps, null);
  const existing = await push.getSubscription().catch(() => null);
  await existing?.unsubscribe().catch(() => false);
}

/** On opening the settings: can this browser push, and is it subscribed for this user? */
export const checkPushSubscription = createAppAsyncThunk(
  'push/check',
  async (_: void, { dispatch, getState, extra }) => {
    const push = extra.push;
    dispatch(pushSupportChecked(Boolean(push)));
    if (!push || !getState().session.meId) return;
    const existing = await push.getSubscription().catch(() => null);
    const endpoint = storedEndpoint(getState(), extra);
    // A subscription another user of this browser made is not this user's.
    if (!existing || existing.endpoint !== endpoint) {
      if (endpoint) remember(getState(), extra, null);
      return;
    }
    const server = await fetchPushSubscription(clientOf(getState(), extra));
    if (server.ok && server.value.endpoint === existing.endpoint)
      dispatch(pushSubscriptionReceived(server.value));
    else if (!server.ok && server.error.status === 404) remember(getState(), extra, null);
  },
);

function keysOf(subscription: BrowserPushSubscription) {
  const p256dh = subscription.getKey('p256dh');
  const auth = subscription.getKey('auth');
  if (!p256dh || !auth) throw new Error('The browser gave a push subscription without keys');
  return { p256dh: base64urlOf(p256dh), auth: base64urlOf(auth) };
}

/** Subscribes this browser and tells the server which alerts and senders to push. */
export const subscribeToPush = createAppAsyncThunk(
  'push/subscribe',
  async (policy: PushPolicy, { dispatch, getState, extra, rejectWithValue }) => {
    const push = extra.push;
    const state = getState();
    if (!push || !state.session.meId) return;
    const vapidKey =
      state.session.instance?.configuration.vapidPublicKey ||
      state.push.subscription?.serverKey ||
      null;
    if (!vapidKey) {
      console.warn(PUSH_LOG.missingKey);
      return;
    }
    dispatch(pushRequestStarted());
    let subscription: BrowserPushSubscription;
    try {
      const existing = await push.getSubscription();
      // One subscription per browser: another user's (or another server key's) goes first.
      await existing?.unsubscribe();
      subscription = await push.subscribe(applicationServerKey(vapidKey));
    } catch (error) {
      const failure = classifyPushError(error);
      if (failure === 'unsupported-protocol') console.warn(PUSH_LOG.unsupportedProtocol);
      else if (failure === 'invalid-key') console.error(PUSH_LOG.invalidKey, vapidKey);
      await clearSubscription(push, getState(), extra);
      dispatch(pushSubscriptionCleared());
      return;
    }
    const data: PushData = {
      policy,
      alerts: pushAlerts(state.settings.notifications.alerts),
    };
    const created = await createPushSubscription(clientOf(getState(), extra), {
      subscription: { endpoint: subscription.endpoint, keys: keysOf(subscription) },
      data,
    });
    if (!created.ok) {
      await subscription.unsubscribe().catch(() => false);
      dispatch(pushRequestFailed());
      return rejectWithValue(created.error, {});
    }
    remember(getState(), extra, subscription.endpoint);
    dispatch(pushSubscriptionReceived(created.value));
    return undefined;
  },
);

/** New alerts or policy for the subscription (PUT). */
export const changePushSubscription = createAppAsyncThunk(
  'push/change',
  async (data: PushData, { dispatch, getState, extra, rejectWithValue }) => {
    if (!getState().push.subscription) return;
    const updated = await updatePushSubscription(clientOf(getState(), extra), data);
    if (!updated.ok) return rejectWithValue(updated.error, {});
    dispatch(pushSubscriptionReceived(updated.value));
    return undefined;
  },
);

/** Stops pushes to this browser: the server forgets it, and so does the browser. */
export const unsubscribeFromPush = createAppAsyncThunk(
  'push/unsubscribe',
  async (_: void, { dispatch, getState, extra, rejectWithValue }) => {
    const push = extra.push;
    if (!push) return;
    dispatch(pushRequestStarted());
    const removed = await deletePushSubscription(clientOf(getState(), extra));
    if (!removed.ok) {
      dispatch(pushRequestFailed());
      return rejectWithValue(removed.error, {});
    }
    await clearSubscription(push, getState(), extra);
    dispatch(pushSubscriptionRemoved());
    return undefined;
  },
);
