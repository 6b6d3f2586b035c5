/** What the streaming dispatcher reads: who follows an author, who silenced whom. */
import { rows, type Queryable } from '../db/database';
import type { NotificationRow } from '../serializers/notifications';
import { isId } from '../ids';
import { silencedSql } from './blocks';

export async function followerIds(db: Queryable, accountId: string): Promise<Set<string>> {
  const found = await rows<{ account_id: string }>(
    db,
    'select account_id from follows where target_account_id = $1',
    [accountId],
  );
  return new Set(found.map((r) => r.account_id));
}

/** Blocked and muted authors (of a post or of what it boosts) reach no one who silenced them. */
export async function isSilencedFor(
  db: Queryable,
  viewer: string,
  statusId: string,
): Promise<boolean> {
  const found = await rows(
    db,
    `select 1 from statuses s left join statuses o on o.id = s.reblog_of_id
     where s.id = $2 and (${silencedSql('$1', 's.account_id')}
       or (o.id is not null and ${silencedSql('$1', 'o.account_id')}))`,
    [viewer, statusId],
  );
  return found.length > 0;
}

/** The account a status replies to, if any. */
export async function replyToAccountId(db: Queryable, statusId: string): Promise<string | null> {
  const status = await rows<{ in_reply_to_account_id: string | null }>(
    db,
    'select in_reply_to_account_id from statuses where id = $1',
    [statusId],
  );
  return status[0]?.in_reply_to_account_id ?? null;
}

export function notificationRows(db: Queryable, id: string): Promise<NotificationRow[]> {
  return rows<NotificationRow>(db, 'select * from notifications where id = $1', [id]);
}

/** Whether a list or antenna is the reader's own. */
export async function ownsFeed(
  db: Queryable,
  kind: 'list' | 'antenna',
  id: string,
  accountId: string,
): Promise<boolean> {
  if (!isId(id)) return false;
  const table = kind === 'list' ? 'lists' : 'antennas';
  const found = await rows(db, `select 1 from ${table} where id = $1 and account_id = $2`, [
    id,
    accountId,
  ]);
  return found.length > 0;
}
