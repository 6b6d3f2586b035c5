/** Scheduled posts: stored with their params, listed, moved, cancelled, and found when due. */
import type { ApiStatusCreateBody } from '../../src/api/types';
import { SCHEDULE_MIN_OFFSET_MS, SCHEDULED_PER_DAY_LIMIT, SCHEDULED_TOTAL_LIMIT } from '../config';
import { inTransaction, one, rows, type Queryable } from '../db/database';
import { validationFailed } from '../http/errors';
import type { Page } from '../http/pagination';
import { snowflakeNow } from '../ids';
import { pagedSelect } from './paging';

export interface ScheduledStatusRow {
  id: string;
  account_id: string;
  application_id: string | null;
  local_host: string | null;
  scheduled_at: Date;
  params: ApiStatusCreateBody;
  created_at: Date;
}

const DAY_MS = 86_400_000;
export const TOO_SOON = 'Scheduled at The scheduled date must be in the future';

const utcDay = (at: Date) => Math.floor(at.getTime() / DAY_MS);

/** Mastodon's ScheduledStatusValidator: far enough ahead, and within the daily and total caps. */
async function checkSchedule(
  db: Queryable,
  accountId: string,
  at: Date,
  now: Date,
  exceptId: string | null,
): Promise<void> {
  if (at.getTime() - now.getTime() < SCHEDULE_MIN_OFFSET_MS) throw validationFailed(TOO_SOON);
  const others = await rows<{ scheduled_at: Date }>(
    db,
    'select scheduled_at from scheduled_statuses where account_id = $1 and id is distinct from $2',
    [accountId, exceptId],
  );
  if (others.length >= SCHEDULED_TOTAL_LIMIT)
    throw validationFailed(
      `You have exceeded the limit of ${SCHEDULED_TOTAL_LIMIT} scheduled posts`,
    );
  const sameDay = others.filter((o) => utcDay(o.scheduled_at) === utcDay(at)).length;
  if (sameDay >= SCHEDULED_PER_DAY_LIMIT)
    throw validationFailed(
      `You have exceeded the limit of ${SCHEDULED_PER_DAY_LIMIT} scheduled posts for that day`,
    );
}

export interface ScheduleInput {
  accountId: string;
  applicationId: string | null;
  localHost: string | null;
  at: Date;
  now: Date;
  params: ApiStatusCreateBody;
}

/** Keeps the post for later; its media are held for it (the author's, not on any post). */
export async function scheduleStatus(db: Queryable, input: ScheduleInput): Promise<string> {
  await checkSchedule(db, input.accountId, input.at, input.now, null);
  const id = snowflakeNow();
  const mediaIds = input.params.media_ids ?? [];
  await inTransaction(db, async (tx) => {
    await tx.query(
      `insert into scheduled_statuses
         (id, account_id, application_id, local_host, scheduled_at, params, created_at)
       values ($1, $2, $3, $4, $5, $6, now())`,
      [id, input.accountId, input.applicationId, input.localHost, input.at, input.params],
    );
    if (!mediaIds.length) return;
    const held = await tx.query(
      `update media_attachments set scheduled_status_id = $1
       where id = any($3::bigint[]) and account_id = $2 and status_id is null`,
      [id, input.accountId, mediaIds],
    );
    if (held.affectedRows !== new Set(mediaIds).size)
      throw validationFailed('Media attachments are invalid');
  });
  return id;
}

export function scheduledPage(
  db: Queryable,
  accountId: string,
  page: Page,
): Promise<ScheduledStatusRow[]> {
  return pagedSelect<ScheduledStatusRow>(
    db,
    page,
    'select x.* from scheduled_statuses x where x.account_id = $1',
    [accountId],
  );
}

export function ownScheduled(
  db: Queryable,
  accountId: string,
  id: string,
): Promise<ScheduledStatusRow | undefined> {
  return one<ScheduledStatusRow>(
    db,
    'select * from scheduled_statuses where id = $1 and account_id = $2',
    [id, accountId],
  );
}

export async function reschedule(
  db: Queryable,
  row: ScheduledStatusRow,
  at: Date,
  now: Date,
): Promise<void> {
  await checkSchedule(db, row.account_id, at, now, row.id);
  await db.query('update scheduled_statuses set scheduled_at = $2 where id = $1', [row.id, at]);
}

/** Its media stay, unattached, for whatever the author does next (as Mastodon's nullify). */
export async function cancelScheduled(db: Queryable, id: string): Promise<void> {
  await db.query('delete from scheduled_statuses where id = $1', [id]);
}

/** The posts whose time has come, oldest first. */
export function dueScheduled(db: Queryable, now: Date): Promise<ScheduledStatusRow[]> {
  return rows<ScheduledStatusRow>(
    db,
    'select * from scheduled_statuses where scheduled_at <= $1 order by scheduled_at, id',
    [now],
  );
}

/** Takes a due post off the schedule; false when another run already took it. */
export async function takeScheduled(db: Queryable, id: string): Promise<boolean> {
  const taken = await db.query('delete from scheduled_statuses where id = $1', [id]);
  return (taken.affectedRows ?? 0) > 0;
}

/** The media held for scheduled posts, by scheduled post, in the order they were given. */
export async function scheduledMedia<T extends { id: string; scheduled_status_id: string }>(
  db: Queryable,
  ids: string[],
): Promise<T[]> {
  if (!ids.length) return [];
  return rows<T>(
    db,
    'select * from media_attachments where scheduled_status_id = any($1::bigint[]) order by id',
    [ids],
  );
}
