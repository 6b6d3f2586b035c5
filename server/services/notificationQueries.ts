/** Reading and dismissing the reader's notifications. */
import { one, rows, type Queryable } from '../db/database';
import type { Page } from '../http/pagination';
import type { NotificationRow } from '../serializers/notifications';
import { notificationsSilencedSql } from './blocks';
import { pageOfRows } from './paging';

/** The type and account filters of v1 and v2. */
export interface NotificationFilter {
  types: string[];
  excludeTypes: string[];
  accountId?: string;
}

/** Conditions for the reader's notifications ($1), their values pushed onto params. */
function conditionsOf(filter: NotificationFilter, params: unknown[]): string[] {
  // Blocked accounts and mutes that hide notifications take their notifications away too.
  const conditions = [
    'n.account_id = $1',
    `not ${notificationsSilencedSql('$1', 'n.from_account_id')}`,
  ];
  if (filter.types.length) {
    params.push(filter.types);
    conditions.push(`n.type = any($${params.length}::text[])`);
  }
  if (filter.excludeTypes.length) {
    params.push(filter.excludeTypes);
    conditions.push(`not (n.type = any($${params.length}::text[]))`);
  }
  if (filter.accountId) {
    params.push(filter.accountId);
    conditions.push(`n.from_account_id = $${params.length}`);
  } else {
    // Filtered notifications show only when asked for by their sender (Mastodon 4.3).
    conditions.push('not n.filtered');
  }
  return conditions;
}

/** One page of notifications, newest first (v1). */
export function notificationPage(
  db: Queryable,
  viewer: string,
  filter: NotificationFilter,
  page: Page,
): Promise<NotificationRow[]> {
  const params: unknown[] = [viewer];
  const conditions = conditionsOf(filter, params);
  return pageOfRows<NotificationRow>(
    db,
    page,
    'n.id',
    params,
    (paging) =>
      `select n.* from notifications n where ${[...conditions, paging.where].join(' and ')} order by ${paging.order} ${paging.limit}`,
  );
}

const CANDIDATE_CAP = 2000;

/** Up to 2000 notifications past the page's cursors, newest first, to be grouped (v2). */
export async function groupCandidates(
  db: Queryable,
  viewer: string,
  filter: NotificationFilter,
  cursors: Page,
): Promise<NotificationRow[]> {
  const params: unknown[] = [viewer];
  const conditions = conditionsOf(filter, params);
  for (const [value, op] of [
    [cursors.maxId, '<'],
    [cursors.sinceId, '>'],
    [cursors.minId, '>'],
  ] as const) {
    if (!value) continue;
    params.push(value);
    conditions.push(`n.id ${op} $${params.length}`);
  }
  // With min_id the page is the oldest groups just above it: read from below.
  const order = cursors.minId ? 'asc' : 'desc';
  const found = await rows<NotificationRow>(
    db,
    `select n.* from notifications n where ${conditions.join(' and ')} order by n.id ${order} limit ${CANDIDATE_CAP}`,
    params,
  );
  return cursors.minId ? found.reverse() : found;
}

export function notificationById(
  db: Queryable,
  viewer: string,
  id: string,
): Promise<NotificationRow[]> {
  return rows<NotificationRow>(
    db,
    'select * from notifications where id = $1 and account_id = $2',
    [id, viewer],
  );
}

/** A group's notifications, newest first: `ungrouped-<id>` or a shared group key. */
export function groupMembers(
  db: Queryable,
  viewer: string,
  key: string,
): Promise<NotificationRow[]> {
  const ungrouped = /^ungrouped-(\d+)$/.exec(key);
  return ungrouped
    ? rows<NotificationRow>(db, 'select * from notifications where account_id = $1 and id = $2', [
        viewer,
        ungrouped[1],
      ])
    : rows<NotificationRow>(
        db,
        'select * from notifications where account_id = $1 and group_key = $2 order by id desc',
        [viewer, key],
      );
}

/** Notifications past the notifications marker, at most 1000. */
export async function unreadNotificationCount(db: Queryable, viewer: string): Promise<number> {
  const row = await one<{ count: number }>(
    db,
    `select count(*)::int as count from notifications n where n.account_id = $1 and not n.filtered and n.id > coalesce(
       (select last_read_id::bigint from markers where account_id = $1 and timeline = 'notifications'), 0)`,
    [viewer],
  );
  return Math.min(row?.count ?? 0, 1000);
}

export async function clearNotifications(db: Queryable, viewer: string): Promise<void> {
  await db.query('delete from notifications where account_id = $1', [viewer]);
}

export async function dismissNotification(db: Queryable, viewer: string, id: string) {
  await db.query('delete from notifications where id = $1 and account_id = $2', [id, viewer]);
}

export async function dismissNotifications(db: Queryable, ids: string[]): Promise<void> {
  await db.query('delete from notifications where id = any($1::bigint[])', [ids]);
}

/** How many notifications each group holds in all (a page shows only some). */
export async function groupSizes(
  db: Queryable,
  recipientId: string,
  keys: string[],
): Promise<Map<string, number>> {
  const found = await rows<{ group_key: string; count: number }>(
    db,
    `select group_key, count(*)::int as count from notifications
     where account_id = $1 and group_key = any($2::text[]) group by group_key`,
    [recipientId, keys],
  );
  return new Map(found.map((row) => [row.group_key, row.count]));
}
