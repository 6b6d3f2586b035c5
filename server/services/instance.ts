/** The numbers the instance shows about itself. */
import { one, type Queryable } from '../db/database';

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
