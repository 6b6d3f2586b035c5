/** Mastodon 4.3's filtered notifications: requests from filtered senders and the policy. */
import type { ApiAccountJSON } from './accounts';
import type { ApiStatusJSON } from './statuses';

/** What the policy does with notifications from one kind of sender. */
export const NOTIFICATION_POLICY_VALUES = ['accept', 'filter', 'drop'] as const;
export type ApiNotificationPolicyValue = (typeof NOTIFICATION_POLICY_VALUES)[number];

/** The kinds of sender the policy names, in Mastodon's order. */
export const NOTIFICATION_POLICY_KEYS = [
  'for_not_following',
  'for_not_followers',
  'for_new_accounts',
  'for_private_mentions',
  'for_limited_accounts',
] as const;
export type ApiNotificationPolicyKey = (typeof NOTIFICATION_POLICY_KEYS)[number];

export interface ApiNotificationPolicyJSON extends Record<
  ApiNotificationPolicyKey,
  ApiNotificationPolicyValue
> {
  summary: { pending_requests_count: number; pending_notifications_count: number };
}

/** PATCH /api/v2/notifications/policy: an absent key leaves that rule as it is. */
export type ApiNotificationPolicyBody = Partial<
  Record<ApiNotificationPolicyKey, ApiNotificationPolicyValue>
>;

export interface ApiNotificationRequestJSON {
  id: string;
  created_at: string;
  updated_at: string;
  /** A string on the wire, as Mastodon sends it. */
  notifications_count: string;
  account: ApiAccountJSON;
  last_status?: ApiStatusJSON | null;
}

/** POST /api/v1/notifications/requests/accept and /dismiss. */
export interface ApiNotificationRequestIdsBody {
  id: string[];
}
