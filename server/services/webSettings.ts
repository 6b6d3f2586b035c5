/** Per-user web UI settings, stored as the client sends them. */
import { one, type Queryable } from '../db/database';

export async function saveWebSettings(
  db: Queryable,
  accountId: string,
  data: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `insert into web_settings (account_id, data, updated_at) values ($1, $2, now())
     on conflict (account_id) do update set data = excluded.data, updated_at = now()`,
    [accountId, JSON.stringify(data)],
  );
}

export async function readWebSettings(db: Queryable, accountId: string): Promise<unknown> {
  const row = await one<{ data: unknown }>(
    db,
    'select data from web_settings where account_id = $1',
    [accountId],
  );
  return row?.data ?? {};
}
