/**
 * Trends computed from the sandbox's own public posts of today and yesterday: hashtags and links
 * by how many different people used them, posts by how much people responded.
 */
import { rows, type Queryable } from '../db/database';
import { silencedSql } from './blocks';

/** The window trends look back over (Mastodon's trends counter says "in the past 2 days"). */
export const TREND_WINDOW_DAYS = 2;
/** A hashtag or link trends once this many different people used it. */
export const TREND_MIN_ACCOUNTS = 2;

export interface Window {
  limit: number;
  offset: number;
}

/**
 * Public original posts of the window: today and yesterday (UTC), the same days as the first
 * two of a history, so the rank and the counter a client shows from that history agree.
 */
const TRENDING_SQL = `s.reblog_of_id is null and s.visibility = 'public'
  and s.created_at >= date_trunc('day', now(), 'UTC') - interval '${TREND_WINDOW_DAYS - 1} days'`;

/** People per day, summed over the window: what Mastodon's counter shows from the history. */
const PEOPLE_SQL = `count(distinct (s.account_id, date_trunc('day', s.created_at, 'UTC')))`;

/** Hashtags used by several people in the window, by people per day, then uses, then recency. */
export async function trendingTagNames(
  db: Queryable,
  { limit, offset }: Window,
): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    `select st.name from status_tags st join statuses s on s.id = st.status_id
     where ${TRENDING_SQL}
     group by st.name having count(distinct s.account_id) >= ${TREND_MIN_ACCOUNTS}
     order by ${PEOPLE_SQL} desc, count(*) desc, max(s.id) desc
     limit $1 offset $2`,
    [limit, offset],
  );
  return found.map((r) => r.name);
}

/** Link cards shared by several people in the window, by people per day, then shares. */
export async function trendingCardIds(db: Queryable, { limit, offset }: Window): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    `select s.preview_card_id as id from statuses s
     where ${TRENDING_SQL} and s.preview_card_id is not null
     group by s.preview_card_id having count(distinct s.account_id) >= ${TREND_MIN_ACCOUNTS}
     order by ${PEOPLE_SQL} desc, count(*) desc, max(s.id) desc
     limit $1 offset $2`,
    [limit, offset],
  );
  return found.map((r) => r.id);
}

/** Posts of the window by favourites + boosts + replies; none without any, none silenced. */
export async function trendingStatusIds(
  db: Queryable,
  viewer: string | null,
  { limit, offset }: Window,
): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    `select s.id from statuses s
     cross join lateral (select
         (select count(*) from favourites f where f.status_id = s.id)
       + (select count(*) from statuses b where b.reblog_of_id = s.id)
       + (select count(*) from statuses r where r.in_reply_to_id = s.id) as score) sc
     where ${TRENDING_SQL} and sc.score > 0
       and (s.in_reply_to_account_id is null or s.in_reply_to_account_id = s.account_id)
       and not ${silencedSql('$1', 's.account_id')}
     order by sc.score desc, s.id desc
     limit $2 offset $3`,
    [viewer, limit, offset],
  );
  return found.map((r) => r.id);
}
