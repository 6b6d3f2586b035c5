import {
  PUSH_POLICIES,
  type ApiWebPushMessageJSON,
  type ApiWebPushSubscriptionJSON,
} from '../api/types';
import { safeHttpUrl } from '../lib/url';
import type { PushMessage, PushSubscriptionRecord } from './types';
import { oneOf, reader } from './validate';

/** Mastodon sends these ids as strings, older servers as numbers. */
const idOf = (value: unknown): string | null =>
  typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : null;

export function normalisePushSubscription(json: unknown): PushSubscriptionRecord {
  const r = reader<ApiWebPushSubscriptionJSON>(json, 'WebPushSubscription');
  const id = idOf(r.json.id) ?? r.fail('"id" is missing');
  const alerts = r.object('alerts') ?? {};
  return {
    id,
    endpoint: r.string('endpoint'),
    alerts: Object.fromEntries(
      Object.entries(alerts).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    ),
    policy: oneOf(r.json.policy, PUSH_POLICIES, 'all'),
    serverKey: r.stringOr('server_key', ''),
  };
}

/** A push's payload; null for one that is not a notification in Mastodon's shape. */
export function normalisePushMessage(json: unknown): PushMessage | null {
  try {
    const r = reader<ApiWebPushMessageJSON>(json, 'WebPushMessage');
    return {
      accessToken: r.stringOr('access_token', ''),
      notificationId: idOf(r.json.notification_id) ?? r.fail('"notification_id" is missing'),
      type: r.string('notification_type'),
      title: r.stringOr('title', ''),
      body: r.stringOr('body', ''),
      icon: safeHttpUrl(r.json.icon),
    };
  } catch {
    return null;
  }
}
