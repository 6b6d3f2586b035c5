import {
  NOTIFICATION_POLICY_VALUES,
  type ApiNotificationPolicyJSON,
  type ApiNotificationRequestJSON,
} from '../api/types';
import { normaliseAccount } from './account';
import { dedupeBundle, emptyBundle } from './bundle';
import { normaliseNotification } from './notificationGroup';
import { normaliseStatus } from './status';
import { readItem } from './statusList';
import type {
  EntityBundle,
  InvalidEntity,
  NotificationPolicy,
  NotificationPolicyRule,
  NotificationRequest,
  SingleNotification,
} from './types';
import { asArray, oneOf, reader } from './validate';

/** Mastodon sends notifications_count as a string; a number is read as well. */
function countOf(value: unknown): number {
  const count = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(count) && count >= 0 ? Math.trunc(count) : 0;
}

export function normaliseNotificationRequest(
  json: unknown,
  bundle: EntityBundle,
): NotificationRequest {
  const r = reader<ApiNotificationRequestJSON>(json, 'Notification request');
  const account = normaliseAccount(r.object('account') ?? r.fail('"account" is missing'), bundle);
  const lastStatus = r.object('last_status');
  return {
    id: r.string('id'),
    accountId: account.id,
    notificationsCount: countOf(r.json.notifications_count),
    lastStatusId: lastStatus ? normaliseStatus(lastStatus, bundle).id : null,
    createdAt: r.stringOr('created_at', ''),
    updatedAt: r.stringOr('updated_at', ''),
  };
}

/** GET v1/notifications/requests: the requests in order, a bad one in its place. */
export function normaliseNotificationRequests(json: unknown): {
  requests: Array<NotificationRequest | InvalidEntity>;
  bundle: EntityBundle;
} {
  const bundle = emptyBundle();
  const requests = asArray(json, 'Notification requests').map((item) =>
    readItem(item, bundle, normaliseNotificationRequest),
  );
  return { requests, bundle: dedupeBundle(bundle) };
}

/** One request (GET …/requests/:id), with the entities it carries. */
export function normaliseOneNotificationRequest(json: unknown): {
  request: NotificationRequest;
  bundle: EntityBundle;
} {
  const bundle = emptyBundle();
  const request = normaliseNotificationRequest(json, bundle);
  return { request, bundle: dedupeBundle(bundle) };
}

/** GET v1/notifications?account_id=: a request's notifications, each as its own group. */
export function normaliseRequestNotifications(json: unknown): {
  notifications: Array<SingleNotification | InvalidEntity>;
  bundle: EntityBundle;
} {
  const bundle = emptyBundle();
  const notifications = asArray(json, 'Notifications').map((item) =>
    readItem(item, bundle, normaliseNotification),
  );
  return { notifications, bundle: dedupeBundle(bundle) };
}

/** v2/notifications/policy; an unknown value reads as accept, a missing summary as nothing pending. */
export function normaliseNotificationPolicy(json: unknown): NotificationPolicy {
  const r = reader<ApiNotificationPolicyJSON>(json, 'Notification policy');
  const summary = r.object('summary');
  const rule = (key: NotificationPolicyRule) =>
    oneOf(r.json[key], NOTIFICATION_POLICY_VALUES, 'accept');
  const rules = {
    for_not_following: rule('for_not_following'),
    for_not_followers: rule('for_not_followers'),
    for_new_accounts: rule('for_new_accounts'),
    for_private_mentions: rule('for_private_mentions'),
    for_limited_accounts: rule('for_limited_accounts'),
  };
  return {
    rules,
    pendingRequestsCount: countOf(summary?.pending_requests_count),
    pendingNotificationsCount: countOf(summary?.pending_notifications_count),
  };
}
