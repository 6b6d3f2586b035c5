/**
 * Direct conversations, one per reader and set of other participants (Mastodon's
 * AccountConversation). A direct post joins the conversation of everyone in it: unread for those
 * it reaches, read for its author. The newest of its posts still there is its last status.
 */
import { one, rows, type Queryable } from '../db/database';
import type { Page } from '../http/pagination';
import { compareIds, snowflakeNow } from '../ids';
import type { HubEvent } from './events';
import { pageOfRows } from './paging';

export interface ConversationRow {
  id: string;
  participant_ids: string[];
  last_status_id: string;
  unread: boolean;
}

/** The reader's conversations with their last status id, for a page or one by id. */
const SELECT = `select * from (
    select c.id, c.participant_ids, c.unread, c.account_id,
      (select max(s.id) from statuses s where s.id = any(c.status_ids)) as last_status_id
    from account_conversations c where c.account_id = $1
  ) x where x.last_status_id is not null`;

/** Adds a direct post to the conversation of each participant; the events name each one. */
export async function addToConversations(
  tx: Queryable,
  statusId: string,
  authorId: string,
  mentionedIds: string[],
): Promise<HubEvent[]> {
  const everyone = [...new Set([authorId, ...mentionedIds])];
  const events: HubEvent[] = [];
  for (const accountId of everyone) {
    const others = everyone.filter((id) => id !== accountId).sort(compareIds);
    const row = await one<{ id: string }>(
      tx,
      `insert into account_conversations (id, account_id, participant_ids, status_ids, unread)
       values ($1, $2, $3::bigint[], array[$4::bigint], $5)
       on conflict (account_id, participant_ids) do update
         set status_ids = account_conversations.status_ids || $4::bigint, unread = excluded.unread
       returning id`,
      [snowflakeNow(), accountId, others, statusId, accountId !== authorId],
    );
    if (row) events.push({ type: 'conversation', conversationId: row.id, accountId });
  }
  return events;
}

/** A page of the reader's conversations, newest last status first; paged by last status id. */
export function conversationPage(
  db: Queryable,
  viewer: string,
  page: Page,
): Promise<ConversationRow[]> {
  return pageOfRows<ConversationRow>(
    db,
    page,
    'x.last_status_id',
    [viewer],
    (paging) => `${SELECT} and ${paging.where} order by ${paging.order} ${paging.limit}`,
  );
}

export async function conversationOf(
  db: Queryable,
  viewer: string,
  id: string,
): Promise<ConversationRow | null> {
  const [row] = await rows<ConversationRow>(db, `${SELECT} and x.id = $2`, [viewer, id]);
  return row ?? null;
}

/** Marks the reader's conversation read or unread; false when the reader has none by that id. */
export async function markConversation(
  db: Queryable,
  viewer: string,
  id: string,
  unread: boolean,
): Promise<boolean> {
  const result = await db.query(
    'update account_conversations set unread = $3 where id = $2 and account_id = $1',
    [viewer, id, unread],
  );
  return (result.affectedRows ?? 0) > 0;
}

/** Removes the conversation for the reader alone; a later post starts it again. */
export async function deleteConversation(
  db: Queryable,
  viewer: string,
  id: string,
): Promise<boolean> {
  const result = await db.query(
    'delete from account_conversations where id = $2 and account_id = $1',
    [viewer, id],
  );
  return (result.affectedRows ?? 0) > 0;
}
