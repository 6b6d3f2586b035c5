/** A reader's private note about an account (Mastodon's account_notes): one per pair. */
import { one, type Queryable } from '../db/database';
import { notFound } from '../http/errors';

/** Sets the note; an empty comment deletes it. */
export async function setAccountNote(
  db: Queryable,
  accountId: string,
  targetId: string,
  comment: string,
): Promise<void> {
  const target = await one<{ id: string }>(db, 'select id from accounts where id = $1', [targetId]);
  if (!target) throw notFound();
  if (comment.trim() === '') {
    await db.query('delete from account_notes where account_id = $1 and target_account_id = $2', [
      accountId,
      targetId,
    ]);
    return;
  }
  await db.query(
    `insert into account_notes (account_id, target_account_id, comment) values ($1, $2, $3)
     on conflict (account_id, target_account_id) do update set comment = excluded.comment`,
    [accountId, targetId, comment],
  );
}
