/** Requests from filtered senders (Mastodon 4.3's NotificationRequest): one per sender and reader. */
import { one, rows, type Queryable } from '../db/database';
import type { Page } from '../http/pagination';
import { snowflakeAt } from '../ids';
import { notificationsSilencedSql } from './blocks';
import { pageOfRows } from './paging';

export interface NotificationRequestRow {
  id: string;
  from_account_id: string;
  last_status_id: string | null;
  created_at: Date;
  updated_at: Date;
  notifications_count: number;
}

/** The request's filtered notifications, counted; blocked and muted senders' requests are hidden. */
const REQUEST_SELECT = `select r.id, r.from_account_id, r.last_status_id, r.created_at, r.updated_at,
    (select count(*)::int from notifications n where n.account_id = r.account_id
       and n.from_account_id = r.from_account_id and n.filtered) as notifications_count
  from notification_requests r
  where r.account_id = $1 and not ${notificationsSilencedSql('$1', 'r.from_account_id')}`;

/** A filtered notification opens the sender's request, or brings it up to date. */
export async function recordFilteredNotification(
  db: Queryable,
  input: { recipientId: string; fromAccountId: string; type: string; statusId: string | null },
  at: Date,
): Promise<void> {
  const lastStatusId = input.type === 'mention' ? input.statusId : null;
  await db.query(
    `insert into notification_requests
       (id, account_id, from_account_id, last_status_id, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5)
     on conflict (account_id, from_account_id) do update set
       last_status_id = coalesce(excluded.last_status_id, notification_requests.last_status_id),
       updated_at = excluded.updated_at`,
    [snowflakeAt(at), input.recipientId, input.fromAccountId, lastStatusId, at],
  );
}

export function requestPage(
  db: Queryable,
  viewer: string,
  page: Page,
): Promise<NotificationRequestRow[]> {
  return pageOfRows<NotificationRequestRow>(
    db,
    page,
    'r.id',
    [viewer],
    (paging) => `${REQUEST_SELECT} and ${paging.where} order by ${paging.order} ${paging.limit}`,
  );
}

export function requestById(
  db: Queryable,
  viewer: string,
  id: string,
): Promise<NotificationRequestRow | undefined> {
  return one<NotificationRequestRow>(db, `${REQUEST_SELECT} and r.id = $2`, [viewer, id]);
}

/** The senders of the reader's requests among ids (others' or unknown ids are left out). */
async function sendersOf(db: Queryable, viewer: string, ids: string[]): Promise<string[]> {
  const found = await rows<{ from_account_id: string }>(
    db,
    'select from_account_id from notification_requests where account_id = $1 and id = any($2::bigint[])',
    [viewer, ids],
  );
  return found.map((row) => row.from_account_id);
}

/**
 * Accepting lets the senders' notifications into the lists and every later one through;
 * dismissing drops the requests with their notifications.
 */
export async function answerRequests(
  db: Queryable,
  viewer: string,
  ids: string[],
  answer: 'accept' | 'dismiss',
): Promise<void> {
  const senders = await sendersOf(db, viewer, ids);
  if (!senders.length) return;
  if (answer === 'accept') {
    await db.query(
      `insert into notification_permissions (account_id, from_account_id)
       select $1, unnest($2::bigint[]) on conflict do nothing`,
      [viewer, senders],
    );
    await db.query(
      `update notifications set filtered = false
       where account_id = $1 and from_account_id = any($2::bigint[]) and filtered`,
      [viewer, senders],
    );
  } else {
    await db.query(
      `delete from notifications
       where account_id = $1 and from_account_id = any($2::bigint[]) and filtered`,
      [viewer, senders],
    );
  }
  await db.query(
    'delete from notification_requests where account_id = $1 and from_account_id = any($2::bigint[])',
    [viewer, senders],
  );
}

/** The policy's summary: pending requests and the filtered notifications they hold. */
export async function pendingSummary(
  db: Queryable,
  viewer: string,
): Promise<{ pending_requests_count: number; pending_notifications_count: number }> {
  const row = await one<{ requests: number; notifications: number }>(
    db,
    `select count(*)::int as requests, coalesce(sum(notifications_count), 0)::int as notifications
     from (${REQUEST_SELECT}) pending`,
    [viewer],
  );
  return {
    pending_requests_count: row?.requests ?? 0,
    pending_notifications_count: row?.notifications ?? 0,
  };
}
