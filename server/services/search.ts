/** Search: accounts by name, hashtags with their week of use, statuses by text. */
import { rows, type Queryable } from '../db/database';
import { visibleSql } from './visibility';

const HISTORY_DAYS = 7;

/** LIKE patterns take the query literally. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface Window {
  limit: number;
  offset: number;
}

/** Exact username first, then accounts the viewer follows, then by username. */
export async function searchAccountIds(
  db: Queryable,
  viewer: string | null,
  username: string,
  { limit, offset }: Window,
  following: boolean,
): Promise<string[]> {
  const pattern = `${escapeLike(username.toLowerCase())}%`;
  const found = await rows<{ id: string }>(
    db,
    `select a.id from accounts a
     where (lower(a.username) like $1 or lower(a.display_name) like '%' || $1)
       and ($4::boolean is false or exists(select 1 from follows f where f.account_id = $5 and f.target_account_id = a.id))
     order by (lower(a.username) = $6) desc,
       exists(select 1 from follows f where f.account_id = $5 and f.target_account_id = a.id) desc,
       lower(a.username)
     limit $2 offset $3`,
    [pattern, limit, offset, following, viewer, username.toLowerCase()],
  );
  return found.map((r) => r.id);
}

export interface TagRow {
  name: string;
  days: { day: string; uses: number; accounts: number }[] | null;
}

/** Hashtags starting with `name` (lower case), exact match first, then the most used. */
export function searchTags(db: Queryable, name: string, { limit, offset }: Window) {
  return rows<TagRow>(
    db,
    `select t.name,
       (select json_agg(json_build_object('day', d.day, 'uses', d.uses, 'accounts', d.accounts) order by d.day desc)
        from (select extract(epoch from date_trunc('day', s.created_at))::bigint::text as day,
                count(*)::int as uses, count(distinct s.account_id)::int as accounts
              from status_tags st join statuses s on s.id = st.status_id
              where st.name = t.name and s.created_at > now() - interval '${HISTORY_DAYS} days'
              group by 1) d) as days
     from (select name, count(*) as uses from status_tags where lower(name) like $1 group by name) t
     order by (lower(t.name) = $4) desc, t.uses desc, t.name
     limit $2 offset $3`,
    [`${escapeLike(name)}%`, limit, offset, name],
  );
}

/** Statuses the viewer may read whose text contains `q`, newest first. */
export async function searchStatusIds(
  db: Queryable,
  viewer: string,
  q: string,
  { limit, offset }: Window,
): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    `select s.id from statuses s
     where s.reblog_of_id is null and s.text ilike '%' || $2 || '%' and ${visibleSql('s', '$1')}
     order by s.id desc limit $3 offset $4`,
    [viewer, escapeLike(q), limit, offset],
  );
  return found.map((r) => r.id);
}
