/** The numbers the instance shows about itself. */
import { one, rows, type Queryable } from '../db/database';

export async function instanceStats(db: Queryable): Promise<{ users: number; statuses: number }> {
  const row = await one<{ users: number; statuses: number }>(
    db,
    `select (select count(*) from accounts)::int as users,
            (select count(*) from statuses where reblog_of_id is null)::int as statuses`,
  );
  return row ?? { users: 0, statuses: 0 };
}

/** NodeInfo's usage: accounts, those who posted in the last 30 and 180 days, local posts. */
export async function nodeinfoUsage(db: Queryable): Promise<{
  total: number;
  activeMonth: number;
  activeHalfyear: number;
  localPosts: number;
}> {
  const row = await one<{ total: number; month: number; halfyear: number; posts: number }>(
    db,
    `select (select count(*) from accounts)::int as total,
            (select count(distinct account_id) from statuses
              where created_at > now() - interval '30 days')::int as month,
            (select count(distinct account_id) from statuses
              where created_at > now() - interval '180 days')::int as halfyear,
            (select count(*) from statuses where reblog_of_id is null)::int as posts`,
  );
  return {
    total: row?.total ?? 0,
    activeMonth: row?.month ?? 0,
    activeHalfyear: row?.halfyear ?? 0,
    localPosts: row?.posts ?? 0,
  };
}

export interface ActivityWeek {
  week: number;
  statuses: number;
  logins: number;
  registrations: number;
}

/**
 * The last `weeks` weeks (Monday to Monday, UTC), newest first: posts written, people who signed
 * in (got a token) and accounts created.
 */
export async function weeklyActivity(db: Queryable, weeks: number): Promise<ActivityWeek[]> {
  return rows<ActivityWeek>(
    db,
    `with weeks as (
       select generate_series(0, $1 - 1) as n,
              date_trunc('week', now() at time zone 'utc') - make_interval(weeks => generate_series(0, $1 - 1)) as start
     )
     select extract(epoch from w.start)::bigint::float8 as week,
       (select count(*) from statuses s
         where s.created_at at time zone 'utc' >= w.start
           and s.created_at at time zone 'utc' < w.start + interval '1 week')::int as statuses,
       (select count(distinct t.account_id) from oauth_tokens t
         where t.created_at at time zone 'utc' >= w.start
           and t.created_at at time zone 'utc' < w.start + interval '1 week')::int as logins,
       (select count(*) from accounts a
         where a.created_at at time zone 'utc' >= w.start
           and a.created_at at time zone 'utc' < w.start + interval '1 week')::int as registrations
     from weeks w order by w.n`,
    [weeks],
  );
}
