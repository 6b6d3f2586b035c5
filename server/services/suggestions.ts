/** Follow suggestions: accounts the reader neither follows nor dismissed. */
import { rows, type Queryable } from '../db/database';

/**
 * Most followed first, as staff picks; like Mastodon's, only accounts that post and are not
 * moved, in memoriam or limited by the moderators.
 */
export async function suggestedAccountIds(
  db: Queryable,
  viewer: string,
  limit: number,
): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    `select a.id from accounts a
     where a.id <> $1 and a.discoverable
       and a.moved_to_account_id is null and not a.memorial and not a.limited
       and exists(select 1 from statuses s where s.account_id = a.id)
       and not exists(select 1 from follows f where f.account_id = $1 and f.target_account_id = a.id)
       and not exists(select 1 from dismissed_suggestions d where d.account_id = $1 and d.target_account_id = a.id)
     order by (select count(*) from follows f where f.target_account_id = a.id) desc, a.id
     limit $2`,
    [viewer, limit],
  );
  return found.map((r) => r.id);
}

export async function dismissSuggestion(
  db: Queryable,
  viewer: string,
  accountId: string,
): Promise<void> {
  await db.query(
    `insert into dismissed_suggestions (account_id, target_account_id)
     select $1, id from accounts where id = $2 on conflict do nothing`,
    [viewer, accountId],
  );
}
