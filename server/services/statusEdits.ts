/** Edit history: a snapshot of the text per version, the original kept before the first edit. */
import { one, type Queryable } from '../db/database';
import { snowflakeNow } from '../ids';

async function snapshot(db: Queryable, statusId: string, at: string): Promise<void> {
  await db.query(
    `insert into status_edits (id, status_id, text, spoiler_text, sensitive, created_at)
     select $2, id, text, spoiler_text, sensitive, ${at} from statuses where id = $1`,
    [statusId, snowflakeNow()],
  );
}

/** Called around an edit: before it (keeps the original once), and after it (the new version). */
export async function recordEdit(
  db: Queryable,
  statusId: string,
  when: 'before' | 'after',
): Promise<void> {
  if (when === 'after') return snapshot(db, statusId, 'coalesce(edited_at, now())');
  const existing = await one(db, 'select 1 from status_edits where status_id = $1 limit 1', [
    statusId,
  ]);
  if (!existing) await snapshot(db, statusId, 'created_at');
}
