import {
  NOTIFICATION_TYPES,
  type ApiEmojiReactionGroupJSON,
  type ApiEmojiReactionJSON,
  type ApiGroupedNotificationsResultsJSON,
  type ApiNotificationGroupJSON,
  type ApiNotificationJSON,
} from '../api/types';
import { safeHttpUrl } from '../lib/url';
import { normaliseAccount } from './account';
import { dedupeBundle, emptyBundle } from './bundle';
import { normaliseStatus } from './status';
import { readItem } from './statusList';
import type {
  EntityBundle,
  InvalidEntity,
  NotificationGroup,
  NotificationType,
  SingleNotification,
} from './types';
import { asObject, reader, wireObject, type JsonObject, type WireKey } from './validate';

/** Sample accounts kept per group. */
export const SAMPLE_ACCOUNTS_MAX = 8;

/** The types the client knows; quoted_update is read as update. */
const KNOWN_TYPES = NOTIFICATION_TYPES.filter(
  (t): t is Exclude<NotificationType, 'unknown'> => t !== 'quoted_update',
);

/** quoted_update is an update; a type the client does not know is 'unknown'. */
export function notificationTypeOf(rawType: string): NotificationType {
  if (rawType === 'quoted_update') return 'update';
  return KNOWN_TYPES.find((t) => t === rawType) ?? 'unknown';
}

function listOf(value: unknown): NotificationGroup['list'] {
  const list = wireObject<NonNullable<ApiNotificationGroupJSON['list']>>(value);
  if (typeof list?.id !== 'string') return null;
  return { id: list.id, title: typeof list.title === 'string' ? list.title : '' };
}

/** The name or year a report, a severance or an annual report brings to its message. */
function detailOf(json: JsonObject): { detail?: string } {
  const target = wireObject<{ acct?: unknown }>(
    wireObject<NonNullable<ApiNotificationGroupJSON['report']>>(json.report)?.target_account,
  )?.acct;
  const server = wireObject<NonNullable<ApiNotificationGroupJSON['event']>>(
    json.event,
  )?.target_name;
  const year = wireObject<NonNullable<ApiNotificationGroupJSON['annual_report']>>(
    json.annual_report,
  )?.year;
  const detail =
    typeof target === 'string'
      ? target
      : typeof server === 'string'
        ? server
        : typeof year === 'number'
          ? String(year)
          : undefined;
  return detail === undefined ? {} : { detail };
}

function reactionOf(value: JsonObject, sampleAccountIds: string[]) {
  const r = reader<ApiEmojiReactionJSON>(value, 'Emoji reaction');
  return {
    name: r.string('name'),
    url: safeHttpUrl(r.json.url),
    staticUrl: safeHttpUrl(r.json.static_url) ?? safeHttpUrl(r.json.url),
    sampleAccountIds: sampleAccountIds.slice(0, SAMPLE_ACCOUNTS_MAX),
  };
}

export function normaliseNotificationGroup(json: unknown): NotificationGroup {
  const r = reader<ApiNotificationGroupJSON>(json, 'Notification group');
  const groupKey = r.string('group_key');
  const rawType = r.string('type');
  const mostRecent = r.string('most_recent_notification_id');
  return {
    groupKey,
    type: notificationTypeOf(rawType),
    rawType,
    notificationsCount: r.numberOr('notifications_count', 1),
    mostRecentNotificationId: mostRecent,
    pageMinId: r.stringOr('page_min_id', mostRecent),
    pageMaxId: r.stringOr('page_max_id', mostRecent),
    latestPageNotificationAt: r.stringOr('latest_page_notification_at', null),
    sampleAccountIds: r.stringArray('sample_account_ids').slice(0, SAMPLE_ACCOUNTS_MAX),
    statusId: r.stringOr('status_id', null),
    list: listOf(r.json.list),
    ...detailOf(r.json),
    emojiReactionGroups: r.array('emoji_reaction_groups').map((g) => {
      const group = reader<ApiEmojiReactionGroupJSON>(g, 'Emoji reaction group');
      const reaction = group.object('emoji_reaction') ?? group.fail('"emoji_reaction" is missing');
      return reactionOf(reaction, group.stringArray('sample_account_ids'));
    }),
  };
}

/**
 * GET /api/v2/notifications: the groups in order, with the accounts and statuses
 * they refer to in the bundle. A bad group is an InvalidEntity in its place; a bad
 * account or status is left out of the bundle.
 */
export function normaliseGroupedNotifications(json: unknown): {
  groups: Array<NotificationGroup | InvalidEntity>;
  bundle: EntityBundle;
} {
  const results = asObject<ApiGroupedNotificationsResultsJSON>(json, 'Grouped notifications');
  const list = (key: WireKey<ApiGroupedNotificationsResultsJSON>) => {
    const items = results[key];
    return Array.isArray(items) ? (items as unknown[]) : [];
  };
  const bundle = emptyBundle();
  for (const account of list('accounts')) readItem(account, bundle, normaliseAccount);
  for (const status of list('statuses')) readItem(status, bundle, normaliseStatus);
  const groups = list('notification_groups').map((group) => {
    const value = readItem(group, bundle, normaliseNotificationGroup);
    const groupKey = wireObject<ApiNotificationGroupJSON>(group)?.group_key;
    if ('invalid' in value && typeof groupKey === 'string') {
      return { ...value, id: groupKey };
    }
    return value;
  });
  // A group about a post a hide filter matched is dropped, as a streamed one is.
  const shown = groups.filter((g) => 'invalid' in g || !isHiddenByFilter(bundle, g.statusId));
  return { groups: shown, bundle: dedupeBundle(bundle) };
}

/** Did a filter with the hide action match (such a notification is dropped)? */
export const isHiddenByFilter = (bundle: EntityBundle, statusId: string | null): boolean =>
  statusId !== null &&
  bundle.statuses.some((s) => s.id === statusId && s.filtered.some((f) => f.action === 'hide'));

/** One v1 notification (from the stream), as the group it starts or joins. */
export function normaliseNotification(json: unknown, bundle: EntityBundle): SingleNotification {
  const r = reader<ApiNotificationJSON>(json, 'Notification');
  const id = r.string('id');
  const rawType = r.string('type');
  const createdAt = r.string('created_at');
  const account = normaliseAccount(r.object('account') ?? r.fail('"account" is missing'), bundle);
  const status = r.object('status');
  const statusId = status ? normaliseStatus(status, bundle).id : null;
  const reaction = r.object('emoji_reaction');
  const groupKey = r.stringOr('group_key', `ungrouped-${id}`);
  const group: NotificationGroup = {
    groupKey,
    type: notificationTypeOf(rawType),
    rawType,
    notificationsCount: 1,
    mostRecentNotificationId: id,
    pageMinId: id,
    pageMaxId: id,
    latestPageNotificationAt: createdAt,
    sampleAccountIds: [account.id],
    statusId,
    list: listOf(r.json.list),
    ...detailOf(r.json),
    emojiReactionGroups: reaction ? [reactionOf(reaction, [account.id])] : [],
  };
  return {
    id,
    type: group.type,
    rawType,
    groupKey,
    createdAt,
    accountId: account.id,
    statusId,
    group,
  };
}
