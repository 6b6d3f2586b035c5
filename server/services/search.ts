/**
 * Search: accounts by name, hashtags with their week of use, and statuses by their words for
 * whom kmyblue's searchability lets find them.
 */
import { rows, type Queryable } from '../db/database';
import type { StatusQuery } from './searchQuery';
import { silencedSql } from './blocks';
import { visibleSql } from './visibility';

const HISTORY_DAYS = 7;

/** LIKE patterns take the query literally. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface Window {
  limit: number;
  offset: number;
}

const followsSql = (from: string, to: string): string =>
  `exists(select 1 from follows sf where sf.account_id = ${from} and sf.target_account_id = ${to})`;

/**
 * Accounts whose username (their acct here, every account being local) or display name, or a
 * word of it, starts with `name`: the exact username first, then those the viewer follows.
 * An account that blocks the viewer is not found by them.
 */
export async function searchAccountIds(
  db: Queryable,
  viewer: string | null,
  name: string,
  { limit, offset }: Window,
  following: boolean,
): Promise<string[]> {
  const lower = name.toLowerCase();
  const found = await rows<{ id: string }>(
    db,
    `select a.id from accounts a
     where (lower(a.username) like $1 or lower(a.display_name) like $1
            or lower(a.display_name) like '% ' || $1)
       and ($4::boolean is false or ${followsSql('$5::bigint', 'a.id')})
       and not exists(select 1 from blocks b where b.account_id = a.id and b.target_account_id = $5::bigint)
     order by (lower(a.username) = $6) desc, ${followsSql('$5::bigint', 'a.id')} desc,
       lower(a.username)
     limit $2 offset $3`,
    [`${escapeLike(lower)}%`, limit, offset, following, viewer, lower],
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

/**
 * SQL: true when the viewer `v` (never a visitor) may find status `s` by search (kmyblue's
 * searchability, §4.2): public by anyone; public_unlisted by anyone on this server, which is
 * everyone with an account here; private by the author's followers; direct by the accounts
 * it mentions; limited by no one. The author always finds their own. A status without a
 * searchability is `public` narrowed by its visibility (the clamp posting applies), and
 * `unsupported` counts as `direct`, as the API shows it.
 */
export function searchableSql(s: string, v: string): string {
  const effective = `(case when ${s}.searchability is null then
      case ${s}.visibility when 'private' then 'private' when 'direct' then 'direct'
        when 'limited' then 'limited' else 'public' end
    when ${s}.searchability = 'unsupported' then 'direct' else ${s}.searchability end)`;
  return `(${s}.account_id = ${v}::bigint or case ${effective}
      when 'public' then true
      when 'public_unlisted' then true
      when 'private' then ${followsSql(`${v}::bigint`, `${s}.account_id`)}
      when 'direct' then exists(select 1 from mentions sm where sm.status_id = ${s}.id and sm.account_id = ${v}::bigint)
      else false end)`;
}

export interface StatusSearch {
  query: StatusQuery;
  /** Only this author's (`account_id`, or `from:` once resolved). */
  accountId: string | null;
  maxId?: string;
  minId?: string;
}

const HAS_SQL: Record<StatusQuery['has'][number], string> = {
  media: 'exists(select 1 from media_attachments hm where hm.status_id = s.id)',
  image: `exists(select 1 from media_attachments hm where hm.status_id = s.id and hm.type = 'image')`,
  video: `exists(select 1 from media_attachments hm where hm.status_id = s.id and hm.type in ('video', 'gifv'))`,
  audio: `exists(select 1 from media_attachments hm where hm.status_id = s.id and hm.type = 'audio')`,
  poll: 'exists(select 1 from polls hp where hp.status_id = s.id)',
};

/**
 * Statuses (not boosts) holding every word of the query in their text or content warning,
 * case-insensitively, that the viewer may both read and find; blocked and muted authors are
 * left out, as from timelines. Newest first.
 */
export async function searchStatusIds(
  db: Queryable,
  viewer: string,
  search: StatusSearch,
  { limit, offset }: Window,
): Promise<string[]> {
  const params: unknown[] = [viewer];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = [
    's.reblog_of_id is null',
    visibleSql('s', '$1'),
    searchableSql('s', '$1'),
    `(s.account_id = $1::bigint or not ${silencedSql('$1', 's.account_id')})`,
    ...search.query.terms.map((term) => {
      const pattern = param(`%${escapeLike(term)}%`);
      return `(lower(s.text) like ${pattern} or lower(s.spoiler_text) like ${pattern})`;
    }),
    ...search.query.has.map((has) => HAS_SQL[has]),
  ];
  if (search.accountId) conditions.push(`s.account_id = ${param(search.accountId)}`);
  if (search.maxId) conditions.push(`s.id < ${param(search.maxId)}`);
  if (search.minId) conditions.push(`s.id > ${param(search.minId)}`);
  const found = await rows<{ id: string }>(
    db,
    `select s.id from statuses s where ${conditions.join(' and ')}
     order by s.id desc limit ${param(limit)} offset ${param(offset)}`,
    params,
  );
  return found.map((r) => r.id);
}
