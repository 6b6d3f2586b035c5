/** What the status routes read and change beside posting: source, edits, quotes, references. */
import { one, rows, type Queryable } from '../db/database';
import type { Page } from '../http/pagination';
import { pageOfRows } from './paging';
import { visibleSql } from './visibility';

/** The text as written, if the status is the account's own. */
export function ownStatusSource(
  db: Queryable,
  id: string,
  accountId: string,
): Promise<{ text: string; spoiler_text: string } | undefined> {
  return one(db, 'select text, spoiler_text from statuses where id = $1 and account_id = $2', [
    id,
    accountId,
  ]);
}

export async function ownsStatus(db: Queryable, id: string, accountId: string): Promise<boolean> {
  return (await ownStatusSource(db, id, accountId)) !== undefined;
}

export function statusSource(
  db: Queryable,
  id: string,
): Promise<{ text: string; spoiler_text: string; markdown: boolean } | undefined> {
  return one(db, 'select text, spoiler_text, markdown from statuses where id = $1', [id]);
}

/** Every kept version of a status, oldest first. */
export function statusEdits(
  db: Queryable,
  id: string,
): Promise<
  { text: string; spoiler_text: string; sensitive: boolean; created_at: Date; markdown: boolean }[]
> {
  return rows(
    db,
    `select e.text, e.spoiler_text, e.sensitive, e.created_at, s.markdown
     from status_edits e join statuses s on s.id = e.status_id where e.status_id = $1 order by e.id`,
    [id],
  );
}

/** The posts the reader may see that refer to a status, newest first. */
export async function referringIds(
  db: Queryable,
  viewer: string | null,
  id: string,
  page: Page,
): Promise<string[]> {
  const found = await pageOfRows<{ id: string }>(
    db,
    page,
    's.id',
    [viewer, id],
    (paging) => `select s.id from status_references r join statuses s on s.id = r.status_id
         where r.target_status_id = $2 and ${visibleSql('s', '$1')} and ${paging.where}
         order by ${paging.order} ${paging.limit}`,
  );
  return found.map((r) => r.id);
}

/** The posts a status refers to that the reader may see, oldest first. */
export async function referencedIds(
  db: Queryable,
  viewer: string | null,
  id: string,
): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    `select s.id from status_references r join statuses s on s.id = r.target_status_id
     where r.status_id = $2 and ${visibleSql('s', '$1')} order by s.id`,
    [viewer, id],
  );
  return found.map((r) => r.id);
}

/** Marks a quote of the status revoked; false when `quotingId` does not quote it. */
export async function revokeQuote(
  db: Queryable,
  statusId: string,
  quotingId: string,
): Promise<boolean> {
  const updated = await db.query(
    `update statuses set quote_state = 'revoked' where id = $1 and quote_of_id = $2`,
    [quotingId, statusId],
  );
  return Boolean(updated.affectedRows);
}

/** Sets who may quote the account's own post; false when it is not theirs (or a boost). */
export async function setQuotePolicy(
  db: Queryable,
  id: string,
  accountId: string,
  policy: string,
): Promise<boolean> {
  const updated = await db.query(
    `update statuses set quote_approval_policy = $3 where id = $1 and account_id = $2
     and reblog_of_id is null`,
    [id, accountId, policy],
  );
  return Boolean(updated.affectedRows);
}

/** A deleted post's media stay, unattached, for a re-draft. */
export async function detachMedia(db: Queryable, statusId: string): Promise<void> {
  await db.query('update media_attachments set status_id = null where status_id = $1', [statusId]);
}
