/** Hashtags a reader follows (their posts come home) and features on their profile. */
import { FOLLOWED_TAGS_LIMIT } from '../config';
import { one, rows, type Queryable } from '../db/database';
import { ApiError } from '../http/errors';
import { newestFirst, pageSql, type Page } from '../http/pagination';
import { snowflakeNow } from '../ids';
import { COUNTED_SQL } from './tagHistory';

/** Mastodon's hashtag name: letters, digits and underscores, not only digits. */
const TAG_NAME = /^[\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*$/u;

/** A tag name as stored (lower case, no leading #), or null when it cannot be a hashtag. */
export function tagNameOf(raw: string): string | null {
  const name = raw.replace(/^#/, '').toLowerCase();
  return name.length <= 100 && TAG_NAME.test(name) ? name : null;
}

/** Mastodon's FeaturedTag limit per account. */
export const FEATURED_TAGS_LIMIT = 10;

export interface TagMarks {
  following: Set<string>;
  featuring: Set<string>;
}

/** Which of these tags the reader follows and features. */
export async function tagMarks(
  db: Queryable,
  viewer: string | null,
  names: string[],
): Promise<TagMarks> {
  if (!viewer || !names.length) return { following: new Set(), featuring: new Set() };
  const found = await rows<{ name: string; kind: 'follow' | 'feature' }>(
    db,
    `select name, 'follow' as kind from tag_follows where account_id = $1 and name = any($2::text[])
     union all
     select name, 'feature' from featured_tags where account_id = $1 and name = any($2::text[])`,
    [viewer, names],
  );
  const namesOf = (kind: string) =>
    new Set(found.filter((r) => r.kind === kind).map((r) => r.name));
  return { following: namesOf('follow'), featuring: namesOf('feature') };
}

export async function followTag(db: Queryable, viewer: string, name: string): Promise<void> {
  const held = await one<{ n: number; has: boolean }>(
    db,
    `select count(*)::int as n, coalesce(bool_or(name = $2), false) as has
       from tag_follows where account_id = $1`,
    [viewer, name],
  );
  if (held && !held.has && held.n >= FOLLOWED_TAGS_LIMIT)
    throw new ApiError(422, `You can follow at most ${FOLLOWED_TAGS_LIMIT} hashtags`);
  await db.query(
    `insert into tag_follows (id, account_id, name, created_at) values ($1, $2, $3, now())
     on conflict (account_id, name) do nothing`,
    [snowflakeNow(), viewer, name],
  );
}

export async function unfollowTag(db: Queryable, viewer: string, name: string): Promise<void> {
  await db.query('delete from tag_follows where account_id = $1 and name = $2', [viewer, name]);
}

/** A page of the reader's followed tags, most recently followed first, with their cursor ids. */
export async function followedTags(
  db: Queryable,
  viewer: string,
  page: Page,
): Promise<{ id: string; name: string }[]> {
  const params: unknown[] = [viewer];
  const paging = pageSql('id', page, params);
  const found = await rows<{ id: string; name: string }>(
    db,
    `select id, name from tag_follows where account_id = $1 and ${paging.where}
     order by ${paging.order} ${paging.limit}`,
    params,
  );
  return newestFirst(found, paging.ascending);
}

/** Who follows any of these tags: a public post using one reaches their home. */
export async function tagFollowerIds(db: Queryable, tags: string[]): Promise<Set<string>> {
  if (!tags.length) return new Set();
  const found = await rows<{ account_id: string }>(
    db,
    'select distinct account_id from tag_follows where name = any($1::text[])',
    [tags.map((t) => t.toLowerCase())],
  );
  return new Set(found.map((r) => r.account_id));
}

export interface FeaturedTagRow {
  id: string;
  name: string;
  statuses_count: number;
  last_status_at: Date | null;
}

/** An account's featured tags with its own posts using them, most used first. */
export function featuredTagRows(
  db: Queryable,
  accountId: string,
  id: string | null = null,
): Promise<FeaturedTagRow[]> {
  return rows<FeaturedTagRow>(
    db,
    `select f.id, f.name, u.statuses_count, u.last_status_at
     from featured_tags f
     cross join lateral (select count(*)::int as statuses_count, max(s.created_at) as last_status_at
       from statuses s join status_tags st on st.status_id = s.id
       where s.account_id = f.account_id and st.name = f.name and ${COUNTED_SQL}) u
     where f.account_id = $1 and ($2::bigint is null or f.id = $2::bigint)
     order by u.statuses_count desc, f.id`,
    [accountId, id],
  );
}

export type FeatureResult = { ok: true; id: string } | { ok: false; reason: 'taken' | 'limit' };

/** Features a tag on the reader's profile, up to the limit. */
export async function featureTag(
  db: Queryable,
  viewer: string,
  name: string,
): Promise<FeatureResult> {
  const existing = await one<{ id: string }>(
    db,
    'select id from featured_tags where account_id = $1 and name = $2',
    [viewer, name],
  );
  if (existing) return { ok: false, reason: 'taken' };
  const count = await one<{ n: number }>(
    db,
    'select count(*)::int as n from featured_tags where account_id = $1',
    [viewer],
  );
  if ((count?.n ?? 0) >= FEATURED_TAGS_LIMIT) return { ok: false, reason: 'limit' };
  const id = snowflakeNow();
  await db.query(
    'insert into featured_tags (id, account_id, name, created_at) values ($1, $2, $3, now())',
    [id, viewer, name],
  );
  return { ok: true, id };
}

/** Stops featuring a tag, by name or by the featured tag's id; whether there was one. */
export async function unfeatureTag(
  db: Queryable,
  viewer: string,
  by: { name: string } | { id: string },
): Promise<boolean> {
  const found = await rows(
    db,
    `delete from featured_tags where account_id = $1 and ${'id' in by ? 'id = $2::bigint' : 'name = $2'}
     returning id`,
    [viewer, 'id' in by ? by.id : by.name],
  );
  return found.length > 0;
}

/** Hashtags the account used most in its own posts that it does not feature yet (Mastodon's 10). */
export async function featuredTagSuggestions(db: Queryable, accountId: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    `select st.name from status_tags st join statuses s on s.id = st.status_id
     where s.account_id = $1
       and not exists(select 1 from featured_tags f where f.account_id = $1 and f.name = st.name)
     group by st.name order by count(*) desc, max(s.id) desc limit $2`,
    [accountId, FEATURED_TAGS_LIMIT],
  );
  return found.map((row) => row.name);
}
