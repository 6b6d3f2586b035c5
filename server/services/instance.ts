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
