/** Mastodon 4.3's filtered notifications: a request from a filtered sender, and the policy. */
import type { ApiNotificationPolicyKey, ApiNotificationPolicyValue } from '../../api/types';

export type NotificationPolicyRule = ApiNotificationPolicyKey;
export type NotificationPolicyValue = ApiNotificationPolicyValue;

export interface NotificationRequest {
  id: string;
  accountId: string;
  notificationsCount: number;
  lastStatusId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface NotificationPolicy {
  rules: Record<NotificationPolicyRule, NotificationPolicyValue>;
  pendingRequestsCount: number;
  pendingNotificationsCount: number;
}
