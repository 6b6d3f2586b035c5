/** Seven days of use, per hashtag or per link card: what trends and the Tag entity show. */
import { rows, type Queryable } from '../db/database';

export const HISTORY_DAYS = 7;

export interface HistoryDay {
  /** The day's start (UTC midnight) in unix seconds. */
  day: string;
  uses: number;
  accounts: number;
}

/** Which statuses count for a key: using the hashtag, or sharing the card. */
const MATCH = {
  tag: 'exists(select 1 from status_tags st where st.status_id = s.id and st.name = k.key)',
  link: 's.preview_card_id = k.key::bigint',
} as const;

/** Original posts others can find: a boost or a private post is no use of a tag. */
export const COUNTED_SQL = `s.reblog_of_id is null and s.visibility in ('public', 'public_unlisted', 'unlisted')`;

/** Per key, the last seven days newest first, days without use included (as Mastodon sends). */
export async function historiesOf(
  db: Queryable,
  kind: keyof typeof MATCH,
  keys: string[],
): Promise<Map<string, HistoryDay[]>> {
  const map = new Map<string, HistoryDay[]>(keys.map((key) => [key, []]));
  if (!keys.length) return map;
  const found = await rows<{ key: string } & HistoryDay>(
    db,
    `select k.key, extract(epoch from d.start)::bigint::text as day, u.uses, u.accounts
     from unnest($1::text[]) as k(key)
     cross join lateral (select g, date_trunc('day', now(), 'UTC') - g * interval '1 day' as start
                         from generate_series(0, ${HISTORY_DAYS - 1}) g) d
     cross join lateral (select count(*)::int as uses, count(distinct s.account_id)::int as accounts
                         from statuses s
                         where ${MATCH[kind]} and ${COUNTED_SQL}
                           and s.created_at >= d.start and s.created_at < d.start + interval '1 day') u
     order by k.key, d.g`,
    [keys],
  );
  for (const { key, ...day } of found) map.get(key)?.push(day);
  return map;
}
