/**
 * Sends a real Web Push message for every notification to the recipient's subscriptions that
 * want it: the JSON Mastodon sends, sealed for the subscription (RFC 8291), signed for the push
 * service (VAPID). Runs beside the request that made the notification, never holding it up.
 */
import type { ApiWebPushMessageJSON } from '../../src/api/types';
import { notificationTitle } from '../../src/i18n/notificationTitle';
import type { Queryable } from '../db/database';
import {
  deleteSubscription,
  deliveriesFor,
  type PushDelivery,
} from '../services/pushSubscriptions';
import type { ServerState } from '../state';
import { encryptPushPayload } from './encryption';
import { vapidAuthorization, type VapidKeys } from './vapid';

/** How long a push service keeps an undelivered message (Mastodon's 48 hours). */
const TTL_SECONDS = 48 * 60 * 60;
const BODY_MAX_CHARS = 140;
const SEND_TIMEOUT_MS = 10_000;

const truncate = (text: string) => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > BODY_MAX_CHARS
    ? `${chars.slice(0, BODY_MAX_CHARS - 1).join('')}…`
    : chars.join('');
};

export function pushMessage(delivery: PushDelivery, origin: string): ApiWebPushMessageJSON {
  return {
    access_token: delivery.accessToken,
    preferred_locale: 'en',
    notification_id: delivery.notificationId,
    notification_type: delivery.type,
    icon: `${origin}/system/${delivery.senderAvatar ?? 'defaults/avatar.svg'}`,
    title: notificationTitle(delivery.type, delivery.senderName),
    body: truncate(delivery.spoilerText || delivery.statusText || ''),
  };
}

/** Posts one message; the push service's 404 or 410 means the subscription is gone for good. */
export async function sendPush(
  db: Queryable,
  vapid: VapidKeys,
  delivery: PushDelivery,
  message: ApiWebPushMessageJSON,
): Promise<number> {
  const { endpoint, key_p256dh: p256dh, key_auth: auth } = delivery.subscription;
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      TTL: String(TTL_SECONDS),
      Urgency: 'normal',
      'Content-Type': 'application/octet-stream',
      'Content-Encoding': 'aes128gcm',
      Authorization: vapidAuthorization(vapid, endpoint),
    },
    body: new Uint8Array(
      encryptPushPayload(Buffer.from(JSON.stringify(message)), { p256dh, auth }),
    ),
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (response.status === 404 || response.status === 410)
    await deleteSubscription(db, delivery.subscription.id);
  return response.status;
}

/** Listens for notifications on the hub; `origin` is this server's, for the sender's avatar. */
export function startWebPush(state: ServerState, origin: string, quiet: boolean): () => void {
  const deliver = async (notificationId: string) => {
    for (const delivery of await deliveriesFor(state.db, notificationId)) {
      try {
        await sendPush(state.db, state.vapid, delivery, pushMessage(delivery, origin));
      } catch (error) {
        if (!quiet) console.warn(`Web Push to ${delivery.subscription.endpoint} failed`, error);
      }
    }
  };
  return state.hub.on((event) => {
    if (event.type !== 'notification') return;
    deliver(event.notificationId).catch((error: unknown) => {
      if (!quiet) console.warn('Web Push delivery failed', error);
    });
  });
}
