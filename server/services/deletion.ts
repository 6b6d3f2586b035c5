import { one, rows, type Queryable } from '../db/database';
import type { DeletedStatusFacts, EventHub, HubEvent } from './events';
import { statusFeeds } from './feeds';

/** What the streams need to know about a status to announce its deletion. */
export async function deletedFacts(
  db: Queryable,
  statusId: string,
): Promise<DeletedStatusFacts | null> {
  const row = await one<{
    account_id: string;
    visibility: string;
    reblog_of_id: string | null;
    in_reply_to_account_id: string | null;
    has_media: boolean;
    tags: string[];
    mention_ids: string[];
  }>(
    db,
    `select s.account_id, s.visibility, s.reblog_of_id, s.in_reply_to_account_id,
       exists(select 1 from media_attachments m where m.status_id = s.id) as has_media,
       coalesce((select array_agg(name) from status_tags t where t.status_id = s.id), '{}') as tags,
       coalesce((select array_agg(account_id::text) from mentions m where m.status_id = s.id), '{}') as mention_ids
     from statuses s where s.id = $1`,
    [statusId],
  );
  if (!row) return null;
  return {
    statusId,
    accountId: row.account_id,
    visibility: row.visibility,
    isReblog: row.reblog_of_id !== null,
    isReplyToOther:
      row.in_reply_to_account_id !== null && row.in_reply_to_account_id !== row.account_id,
    hasMedia: row.has_media,
    tags: row.tags,
    mentionIds: row.mention_ids,
    feeds: await statusFeeds(db, statusId),
  };
}

/** Deletes a status and the boosts of it, telling the streams about each. */
export async function deleteStatus(
  db: Queryable,
  hub: EventHub | null,
  statusId: string,
): Promise<void> {
  const reblogIds = (
    await rows<{ id: string }>(db, 'select id from statuses where reblog_of_id = $1', [statusId])
  ).map((r) => r.id);
  const facts = (
    await Promise.all([statusId, ...reblogIds].map((id) => deletedFacts(db, id)))
  ).flatMap((f) => f ?? []);
  await db.query('delete from statuses where id = $1', [statusId]);
  hub?.emit(...facts.map((f): HubEvent => ({ type: 'delete', facts: f })));
}
