import type {
  ApiGroupedNotificationsResultsJSON,
  ApiListJSON,
  ApiNotificationGroupJSON,
  ApiNotificationJSON,
  ApiStatusJSON,
} from '../../src/api/types';
import { GROUP_SAMPLE_ACCOUNTS_MAX } from '../config';
import { listsById } from '../services/lists';
import { groupSizes } from '../services/notificationQueries';
import { reactionNames as reactionNamesById } from '../services/reactionDeck';
import { compareIds } from '../ids';
import { GROUPABLE_TYPES } from '../services/notifications';
import { loadAccounts } from './accounts';
import type { SerializeContext } from './context';
import { emojiReactionJSON } from './emojis';
import { serializeStatuses } from './statuses';

export interface NotificationRow {
  id: string;
  type: string;
  created_at: Date;
  group_key: string;
  from_account_id: string;
  status_id: string | null;
  /** The reaction of an emoji_reaction notification. */
  emoji_reaction_id: string | null;
  /** The list a list_status notification is about. */
  list_id: string | null;
}

async function statusesById(
  ctx: SerializeContext,
  ids: string[],
): Promise<Map<string, ApiStatusJSON>> {
  const unique = [...new Set(ids)];
  return new Map((await serializeStatuses(ctx, unique)).map((status) => [status.id, status]));
}

/** The emoji of each emoji_reaction notification's reaction, by reaction id. */
async function reactionNames(
  ctx: SerializeContext,
  notifications: NotificationRow[],
): Promise<Map<string, string>> {
  const ids = notifications.flatMap((n) => n.emoji_reaction_id ?? []);
  if (!ids.length) return new Map();
  return reactionNamesById(ctx.db, ids);
}

/** The lists of the page's list_status notifications, read at once. */
function listsOf(
  ctx: SerializeContext,
  notifications: NotificationRow[],
): Promise<Map<string, ApiListJSON>> {
  return listsById(
    ctx.db,
    notifications.flatMap((n) => (n.type === 'list_status' && n.list_id) || []),
  );
}

/**
 * kmyblue's emoji_reaction_groups: the group's reactions by emoji, in the order each emoji first
 * came, with who reacted with it (oldest first, at most the group's sample size).
 */
function emojiReactionGroups(
  ctx: SerializeContext,
  members: NotificationRow[],
  names: Map<string, string>,
): NonNullable<ApiNotificationGroupJSON['emoji_reaction_groups']> {
  const byName = new Map<string, string[]>();
  for (const n of [...members].sort((a, b) => compareIds(a.id, b.id))) {
    const name = n.emoji_reaction_id ? names.get(n.emoji_reaction_id) : undefined;
    if (!name) continue;
    const accounts = byName.get(name) ?? [];
    if (!accounts.includes(n.from_account_id)) accounts.push(n.from_account_id);
    byName.set(name, accounts);
  }
  return [...byName].map(([name, accounts]) => ({
    emoji_reaction: emojiReactionJSON(ctx, name),
    sample_account_ids: accounts.slice(0, GROUP_SAMPLE_ACCOUNTS_MAX),
  }));
}

/** Mastodon's v1 notifications; one whose status is gone is left out. */
export async function serializeNotifications(
  ctx: SerializeContext,
  notifications: NotificationRow[],
): Promise<ApiNotificationJSON[]> {
  const accounts = await loadAccounts(
    ctx,
    notifications.map((n) => n.from_account_id),
  );
  const statuses = await statusesById(
    ctx,
    notifications.flatMap((n) => n.status_id ?? []),
  );
  const names = await reactionNames(ctx, notifications);
  const lists = await listsOf(ctx, notifications);
  return notifications.flatMap((n) => {
    const account = accounts.get(n.from_account_id);
    const status = n.status_id ? statuses.get(n.status_id) : undefined;
    if (!account || (n.status_id && !status)) return [];
    const json: ApiNotificationJSON = {
      id: n.id,
      type: n.type,
      created_at: n.created_at.toISOString(),
      group_key: n.group_key,
      account,
    };
    if (status) json.status = status;
    const reaction = n.emoji_reaction_id ? names.get(n.emoji_reaction_id) : undefined;
    if (n.type === 'emoji_reaction' && reaction)
      json.emoji_reaction = emojiReactionJSON(ctx, reaction);
    const list = n.list_id ? lists.get(n.list_id) : undefined;
    if (n.type === 'list_status' && list) json.list = list;
    return [json];
  });
}

export function effectiveGroupKey(row: NotificationRow, groupedTypes: Set<string>): string {
  return groupedTypes.has(row.type) && GROUPABLE_TYPES.has(row.type)
    ? row.group_key
    : `ungrouped-${row.id}`;
}

/** One group over the page: its count in all, its members on the page, who to show. */
function groupJSON(
  ctx: SerializeContext,
  key: string,
  mostRecent: NotificationRow,
  list: NotificationRow[],
  totals: Map<string, number>,
  extras: { names: Map<string, string>; lists: Map<string, ApiListJSON> },
): ApiNotificationGroupJSON {
  const samples = [...new Set(list.map((n) => n.from_account_id))].slice(
    0,
    GROUP_SAMPLE_ACCOUNTS_MAX,
  );
  const group: ApiNotificationGroupJSON = {
    group_key: key,
    notifications_count: totals.get(key) ?? list.length,
    type: mostRecent.type,
    most_recent_notification_id: mostRecent.id,
    page_min_id: list[list.length - 1]!.id,
    page_max_id: list[0]!.id,
    latest_page_notification_at: list[0]!.created_at.toISOString(),
    sample_account_ids: samples,
  };
  if (mostRecent.status_id) group.status_id = mostRecent.status_id;
  if (mostRecent.type === 'emoji_reaction') {
    group.emoji_reaction_groups = emojiReactionGroups(ctx, list, extras.names);
  }
  const listJSON = mostRecent.list_id ? extras.lists.get(mostRecent.list_id) : undefined;
  if (mostRecent.type === 'list_status' && listJSON) group.list = listJSON;
  return group;
}

/**
 * Mastodon's v2 page: the `limit` most recent groups among the candidate rows (newest first, or
 * the oldest groups above min_id when `fromBottom`), each summarised over the page's id range.
 */
export async function groupNotifications(
  ctx: SerializeContext,
  candidates: NotificationRow[],
  options: { limit: number; groupedTypes: Set<string>; fromBottom: boolean; recipientId: string },
): Promise<{ result: ApiGroupedNotificationsResultsJSON; range: [string, string] | null }> {
  const latest = new Map<string, NotificationRow>();
  for (const row of candidates) {
    const key = effectiveGroupKey(row, options.groupedTypes);
    if (!latest.has(key)) latest.set(key, row);
  }
  let chosen = [...latest.entries()];
  chosen = options.fromBottom ? chosen.slice(-options.limit) : chosen.slice(0, options.limit);
  if (!chosen.length) {
    return { result: { accounts: [], statuses: [], notification_groups: [] }, range: null };
  }
  const high = chosen[0]![1].id;
  const low = chosen[chosen.length - 1]![1].id;
  const inRange = (id: string): boolean => compareIds(id, low) >= 0 && compareIds(id, high) <= 0;
  const keys = new Set(chosen.map(([key]) => key));
  const members = new Map<string, NotificationRow[]>();
  for (const row of candidates) {
    const key = effectiveGroupKey(row, options.groupedTypes);
    if (!keys.has(key) || !inRange(row.id)) continue;
    const list = members.get(key) ?? [];
    list.push(row);
    members.set(key, list);
  }
  const totals = await groupSizes(
    ctx.db,
    options.recipientId,
    [...keys].filter((k) => !k.startsWith('ungrouped-')),
  );

  const extras = {
    names: await reactionNames(ctx, [...members.values()].flat()),
    lists: await listsOf(
      ctx,
      chosen.map(([, mostRecent]) => mostRecent),
    ),
  };
  const groups = chosen.map(([key, mostRecent]) =>
    groupJSON(ctx, key, mostRecent, members.get(key) ?? [mostRecent], totals, extras),
  );

  const accountIds = [...new Set(groups.flatMap((g) => g.sample_account_ids))];
  const accounts = await loadAccounts(ctx, accountIds);
  const statuses = await statusesById(
    ctx,
    groups.flatMap((g) => g.status_id ?? []),
  );
  const visible = groups.filter((g) => !g.status_id || statuses.has(g.status_id));
  return {
    result: {
      accounts: accountIds.flatMap((id) => accounts.get(id) ?? []),
      statuses: [...statuses.values()],
      notification_groups: visible,
    },
    range: [low, high],
  };
}
