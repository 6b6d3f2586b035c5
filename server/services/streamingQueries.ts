/**
 * What the streaming dispatcher reads: who follows an author, who silenced whom, and for a post
 * what sets its many readers apart. Each reads for all readers at once, so the work for a post
 * does not grow with the number of open streams.
 */
import { rows, type Queryable } from '../db/database';
import type { NotificationRow } from '../serializers/notifications';
import { isId } from '../ids';
import { silencedSql } from './blocks';
import { visibleSql, visibleWithReblogSql } from './visibility';

export async function followerIds(db: Queryable, accountId: string): Promise<Set<string>> {
  const found = await rows<{ account_id: string }>(
    db,
    'select account_id from follows where target_account_id = $1',
    [accountId],
  );
  return new Set(found.map((r) => r.account_id));
}

/** Of these readers, those for whom `condition` holds over the status `s` and what it boosts `o`. */
async function readersWhere(
  db: Queryable,
  readers: string[],
  statusId: string,
  condition: string,
): Promise<Set<string>> {
  if (!readers.length) return new Set();
  const found = await rows<{ id: string }>(
    db,
    `select v.id::text as id from unnest($1::bigint[]) v(id)
       cross join statuses s left join statuses o on o.id = s.reblog_of_id
     where s.id = $2 and ${condition}`,
    [readers, statusId],
  );
  return new Set(found.map((r) => r.id));
}

/** Of these readers, those a block or mute keeps from the post's author or the boosted one's. */
export const silencedAmong = (db: Queryable, readers: string[], statusId: string) =>
  readersWhere(
    db,
    readers,
    statusId,
    `(${silencedSql('v.id', 's.account_id')}
       or (o.id is not null and ${silencedSql('v.id', 'o.account_id')}))`,
  );

/** Of these readers, those who may read the status (and what it boosts). */
export const readersAmong = (db: Queryable, readers: string[], statusId: string) =>
  readersWhere(db, readers, statusId, visibleWithReblogSql('s', 'o', 'v.id'));

/** What one reader's view of one status of a post's tree depends on. */
export interface ReaderMarks {
  reader: string;
  status_id: string;
  follows_author: boolean;
  /**
   * Everything else the rendering reads about the reader: authorship, favourite, boost, bookmark,
   * pin, thread mute, whether they may read it (for a quote), their reactions and poll votes.
   * Readers with the same marks on every status see the same JSON but for filter results.
   */
  marks: string;
}

/** The reader-relative facts of a status, what it boosts, and the posts those quote. */
export function readerMarks(
  db: Queryable,
  readers: string[],
  statusId: string,
): Promise<ReaderMarks[]> {
  if (!readers.length) return Promise.resolve([]);
  const flag = (table: string, alias: string, where: string) =>
    `exists(select 1 from ${table} ${alias} where ${where})`;
  return rows<ReaderMarks>(
    db,
    `with tree as (
       select t.*, conversation_root(t.id) as root from statuses t where t.id in (
         select unnest(array[s.id, s.reblog_of_id, s.quote_of_id, o.quote_of_id])
         from statuses s left join statuses o on o.id = s.reblog_of_id where s.id = $2))
     select v.id::text as reader, t.id::text as status_id,
       ${flag('follows', 'f', 'f.account_id = v.id and f.target_account_id = t.account_id')} as follows_author,
       concat_ws('/', t.account_id = v.id,
         ${flag('follows', 'f', 'f.account_id = v.id and f.target_account_id = t.account_id')},
         ${flag('favourites', 'f', 'f.status_id = t.id and f.account_id = v.id')},
         ${flag('statuses', 'r', 'r.reblog_of_id = t.id and r.account_id = v.id')},
         ${flag('bookmarks', 'b', 'b.status_id = t.id and b.account_id = v.id')},
         ${flag('status_pins', 'p', 'p.status_id = t.id and p.account_id = v.id')},
         ${flag('conversation_mutes', 'cm', 'cm.account_id = v.id and cm.root_status_id = t.root')},
         ${visibleSql('t', 'v.id')},
         coalesce((select string_agg(er.name, ' ' order by er.name) from emoji_reactions er
           where er.status_id = t.id and er.account_id = v.id), ''),
         coalesce((select string_agg(pv.choice::text, ' ' order by pv.choice) from poll_votes pv
           where pv.status_id = t.id and pv.account_id = v.id), '')) as marks
     from unnest($1::bigint[]) v(id) cross join tree t`,
    [readers, statusId],
  );
}

/** The account a status replies to, if any. */
export async function replyToAccountId(db: Queryable, statusId: string): Promise<string | null> {
  const status = await rows<{ in_reply_to_account_id: string | null }>(
    db,
    'select in_reply_to_account_id from statuses where id = $1',
    [statusId],
  );
  return status[0]?.in_reply_to_account_id ?? null;
}

export function notificationRows(db: Queryable, id: string): Promise<NotificationRow[]> {
  return rows<NotificationRow>(db, 'select * from notifications where id = $1', [id]);
}

/** Whether a list or antenna is the reader's own. */
export async function ownsFeed(
  db: Queryable,
  kind: 'list' | 'antenna',
  id: string,
  accountId: string,
): Promise<boolean> {
  if (!isId(id)) return false;
  const table = kind === 'list' ? 'lists' : 'antennas';
  const found = await rows(db, `select 1 from ${table} where id = $1 and account_id = $2`, [
    id,
    accountId,
  ]);
  return found.length > 0;
}

/** Per reader, whether they read an announcement and the emoji they reacted to it with. */
export async function announcementMarks(
  db: Queryable,
  announcementId: string,
  readers: string[],
): Promise<Map<string, { read: boolean; names: string[] }>> {
  if (!readers.length) return new Map();
  const found = await rows<{ reader: string; read: boolean; names: string[] }>(
    db,
    `select v.id::text as reader,
       exists(select 1 from announcement_reads r
         where r.announcement_id = $1 and r.account_id = v.id) as read,
       coalesce((select array_agg(ar.name) from announcement_reactions ar
         where ar.announcement_id = $1 and ar.account_id = v.id), '{}') as names
     from unnest($2::bigint[]) v(id)`,
    [announcementId, readers],
  );
  return new Map(found.map(({ reader, ...marks }) => [reader, marks]));
}
