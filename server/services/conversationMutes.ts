/** Muting a conversation: the thread is known by its first post (conversation_root). */
import type { Queryable } from '../db/database';

export async function setConversationMuted(
  db: Queryable,
  accountId: string,
  statusId: string,
  muted: boolean,
): Promise<void> {
  await db.query(
    muted
      ? `insert into conversation_mutes (account_id, root_status_id)
         values ($1, conversation_root($2)) on conflict do nothing`
      : 'delete from conversation_mutes where account_id = $1 and root_status_id = conversation_root($2)',
    [accountId, statusId],
  );
}
