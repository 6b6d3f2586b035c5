/** Accounts as the serializers read them, with their counts. */
import { one, rows, type Queryable } from '../db/database';

export interface FieldSource {
  name: string;
  value: string;
  verified_at?: string | null;
}

export interface AccountRow {
  id: string;
  username: string;
  display_name: string;
  note: string;
  fields: FieldSource[];
  avatar_path: string | null;
  header_path: string | null;
  locked: boolean;
  bot: boolean;
  discoverable: boolean;
  privacy: string;
  searchability: string;
  language: string;
  sensitive: boolean;
  created_at: Date;
  followers_count: number;
  following_count: number;
  statuses_count: number;
  last_status_at: Date | null;
  emoji_reaction_policy: string;
  /** The account's server; null for this server's own. */
  domain: string | null;
  indexable: boolean;
  hide_collections: boolean;
  memorial: boolean;
  limited: boolean;
  moved_to_account_id: string | null;
  other_settings: Record<string, unknown>;
  role_id: string | null;
  role_name: string | null;
  role_color: string | null;
}

const ACCOUNT_SELECT = `
select a.id, a.username, a.display_name, a.note, a.fields, a.avatar_path, a.header_path,
  a.locked, a.bot, a.discoverable, a.privacy, a.searchability, a.language, a.sensitive, a.created_at,
  a.emoji_reaction_policy, a.indexable, a.hide_collections, a.memorial, a.limited, a.domain,
  a.moved_to_account_id, a.other_settings, r.id as role_id, r.name as role_name, r.color as role_color,
  (select count(*) from follows f where f.target_account_id = a.id)::int as followers_count,
  (select count(*) from follows f where f.account_id = a.id)::int as following_count,
  (select count(*) from statuses s where s.account_id = a.id and s.visibility <> 'direct')::int as statuses_count,
  (select max(s.created_at) from statuses s where s.account_id = a.id) as last_status_at
from accounts a
left join account_roles r on r.id = a.role_id and r.highlighted`;

export async function accountRowsByIds(
  db: Queryable,
  ids: string[],
): Promise<Map<string, AccountRow>> {
  if (!ids.length) return new Map();
  const found = await rows<AccountRow>(db, `${ACCOUNT_SELECT} where a.id = any($1::bigint[])`, [
    [...new Set(ids)],
  ]);
  return new Map(found.map((row) => [row.id, row]));
}

export async function findAccountIdByUsername(
  db: Queryable,
  username: string,
): Promise<string | null> {
  const row = await one<{ id: string }>(
    db,
    'select id from accounts where lower(username) = lower($1)',
    [username],
  );
  return row?.id ?? null;
}

/** Whether the account hides whom it follows and who follows it from everyone else. */
export async function hidesCollections(db: Queryable, id: string): Promise<boolean> {
  const row = await one<{ hide_collections: boolean }>(
    db,
    'select hide_collections from accounts where id = $1',
    [id],
  );
  return row?.hide_collections ?? false;
}
