/** A thread around a status, as the reader may see it. */
import { rows, type Queryable } from '../db/database';
import { silencedSql } from './blocks';
import { visibleSql } from './visibility';

/** As Mastodon: a thread leaves out what the reader blocks or mutes, and who blocks them. */
const SHOWN = (alias: string) =>
  `${visibleSql(alias, '$1')} and not ${silencedSql('$1', `${alias}.account_id`)}`;

/** The posts replied to, up to 40 levels, the thread's start first. */
export async function ancestorIds(
  db: Queryable,
  viewer: string | null,
  id: string,
): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    `with recursive up(id, in_reply_to_id, depth) as (
       select id, in_reply_to_id, 0 from statuses where id = (select in_reply_to_id from statuses where id = $2)
       union all
       select s.id, s.in_reply_to_id, up.depth + 1 from statuses s join up on s.id = up.in_reply_to_id where up.depth < 40
     )
     select up.id from up join statuses s on s.id = up.id
     where ${SHOWN('s')} order by up.depth desc`,
    [viewer, id],
  );
  return found.map((r) => r.id);
}

/** The replies, depth first in thread order, up to 60 levels and 4096 posts. */
export async function descendantIds(
  db: Queryable,
  viewer: string | null,
  id: string,
): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    `with recursive down(id, path) as (
       select id, array[id] from statuses where in_reply_to_id = $2
       union all
       select s.id, down.path || s.id from statuses s join down on s.in_reply_to_id = down.id
         where array_length(down.path, 1) < 60
     )
     select down.id from down join statuses s on s.id = down.id
     where ${SHOWN('s')}
     order by down.path limit 4096`,
    [viewer, id],
  );
  return found.map((r) => r.id);
}
