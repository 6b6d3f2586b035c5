/** The profile directory: discoverable accounts, the recently active or the newest first. */
import type { ApiDirectoryOrder } from '../../src/api/types';
import { rows, type Queryable } from '../db/database';

export async function directoryPage(
  db: Queryable,
  options: { order: ApiDirectoryOrder; local: boolean; offset: number; limit: number },
): Promise<string[]> {
  const order =
    options.order === 'new'
      ? 'a.created_at desc, a.id desc'
      : `(select max(s.created_at) from statuses s where s.account_id = a.id) desc nulls last, a.id desc`;
  const found = await rows<{ id: string }>(
    db,
    `select a.id from accounts a
     where a.discoverable and ($1::boolean is false or a.domain is null)
     order by ${order} offset $2 limit $3`,
    [options.local, options.offset, options.limit],
  );
  return found.map((row) => row.id);
}
