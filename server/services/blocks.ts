/** Blocks and mutes: who the reader no longer wants to hear from (Mastodon's rules). */
import { inTransaction, one, type Queryable } from '../db/database';
import { notAllowed, notFound } from '../http/errors';
import { snowflakeNow } from '../ids';

/** Mute durations the API accepts are seconds; 0 or none means indefinitely. */
export interface MuteOptions {
  notifications: boolean;
  durationSeconds: number;
}

async function target(db: Queryable, actorId: string, targetId: string): Promise<void> {
  if (actorId === targetId) throw notAllowed();
  const found = await one(db, 'select 1 from accounts where id = $1', [targetId]);
  if (!found) throw notFound();
}

/** Blocking also ends following (and follow requests) both ways, as in Mastodon. */
export async function block(db: Queryable, actorId: string, targetId: string): Promise<void> {
  await target(db, actorId, targetId);
  await inTransaction(db, async (tx) => {
    await tx.query(
      `insert into blocks (id, account_id, target_account_id, created_at) values ($1, $2, $3, now())
       on conflict (account_id, target_account_id) do nothing`,
      [snowflakeNow(), actorId, targetId],
    );
    for (const table of ['follows', 'follow_requests']) {
      await tx.query(
        `delete from ${table} where (account_id = $1 and target_account_id = $2)
           or (account_id = $2 and target_account_id = $1)`,
        [actorId, targetId],
      );
    }
  });
}

export async function unblock(db: Queryable, actorId: string, targetId: string): Promise<void> {
  await target(db, actorId, targetId);
  await db.query('delete from blocks where account_id = $1 and target_account_id = $2', [
    actorId,
    targetId,
  ]);
}

export async function mute(
  db: Queryable,
  actorId: string,
  targetId: string,
  options: MuteOptions,
): Promise<void> {
  await target(db, actorId, targetId);
  const expiresAt =
    options.durationSeconds > 0 ? new Date(Date.now() + options.durationSeconds * 1000) : null;
  await db.query(
    `insert into mutes (id, account_id, target_account_id, hide_notifications, expires_at, created_at)
     values ($1, $2, $3, $4, $5, now())
     on conflict (account_id, target_account_id)
     do update set hide_notifications = excluded.hide_notifications, expires_at = excluded.expires_at`,
    [snowflakeNow(), actorId, targetId, options.notifications, expiresAt],
  );
}

export async function unmute(db: Queryable, actorId: string, targetId: string): Promise<void> {
  await target(db, actorId, targetId);
  await db.query('delete from mutes where account_id = $1 and target_account_id = $2', [
    actorId,
    targetId,
  ]);
}

/** SQL: the mute of account `a` by viewer `v` is in force (not expired). */
const activeMute = (v: string, a: string, extra = ''): string =>
  `exists(select 1 from mutes mu where mu.account_id = ${v}::bigint and mu.target_account_id = ${a}
     and (mu.expires_at is null or mu.expires_at > now())${extra})`;

/**
 * SQL that is true when viewer `v` should not see posts by account `a` in timelines:
 * the viewer blocks or mutes them, or they block the viewer.
 */
export function silencedSql(v: string, a: string): string {
  return `(${v}::bigint is not null and (
    exists(select 1 from blocks bl where bl.account_id = ${v}::bigint and bl.target_account_id = ${a})
    or exists(select 1 from blocks bl where bl.account_id = ${a} and bl.target_account_id = ${v}::bigint)
    or ${activeMute(v, a)}))`;
}

/** SQL: the recipient `v` takes no notifications from account `a` (block, or mute hiding them). */
export function notificationsSilencedSql(v: string, a: string): string {
  return `(exists(select 1 from blocks bl where bl.account_id = ${v}::bigint and bl.target_account_id = ${a})
    or ${activeMute(v, a, ' and mu.hide_notifications')})`;
}

/** Whether a notification from `fromId` to `recipientId` (about a status, if any) is unwanted. */
export async function isNotificationSilenced(
  db: Queryable,
  recipientId: string,
  fromId: string,
  statusId: string | null,
): Promise<boolean> {
  const row = await one<{ silenced: boolean }>(
    db,
    `select (${notificationsSilencedSql('$1', '$2::bigint')}
       or ($3::bigint is not null and exists(select 1 from conversation_mutes cm
         where cm.account_id = $1::bigint and cm.root_status_id = conversation_root($3::bigint)))) as silenced`,
    [recipientId, fromId, statusId],
  );
  return row?.silenced ?? false;
}

export interface RelationshipFlags {
  blocking: boolean;
  blocked_by: boolean;
  muting: boolean;
  muting_notifications: boolean;
}

/** The block and mute parts of relationships, by account id. */
export async function relationshipFlags(
  db: Queryable,
  viewerId: string,
  ids: string[],
): Promise<Map<string, RelationshipFlags>> {
  const found = (
    await db.query<RelationshipFlags & { id: string }>(
      `select a.id,
         exists(select 1 from blocks b where b.account_id = $1 and b.target_account_id = a.id) as blocking,
         exists(select 1 from blocks b where b.account_id = a.id and b.target_account_id = $1) as blocked_by,
         ${activeMute('$1', 'a.id')} as muting,
         ${activeMute('$1', 'a.id', ' and mu.hide_notifications')} as muting_notifications
       from accounts a where a.id = any($2::bigint[])`,
      [viewerId, ids],
    )
  ).rows;
  return new Map(found.map(({ id, ...flags }) => [id, flags]));
}
