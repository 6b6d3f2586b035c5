/** kmyblue's antennas: saved searches over the posts the server sees (kmyblue-api.md §9). */
import type { ApiAntennaJSON } from '../../src/api/types';
import { ANTENNAS_LIMIT } from '../config';
import { one, rows, type Queryable } from '../db/database';
import { ApiError, validationFailed } from '../http/errors';
import type { CollectionFields, CollectionKind, CollectionRow } from './ownedCollections';

export const ANTENNAS: CollectionKind = {
  table: 'antennas',
  membersTable: 'antenna_accounts',
  collectionKey: 'antenna_id',
  memberKey: 'account_id',
  membersHaveIds: true,
  listOrder: 'id',
  columns: ['stl', 'ltl', 'insert_feeds', 'with_media_only', 'ignore_reblog', 'list_id'],
};

interface AntennaModes {
  stl: boolean;
  ltl: boolean;
  insert_feeds: boolean;
  list_id: string | null;
}

/**
 * kmyblue validates an antenna on every save, so once an owner has 30 antennas even an update
 * (or a condition change that re-saves the antenna) fails.
 */
export async function checkAntennaLimit(db: Queryable, ownerId: string): Promise<void> {
  const count = await one<{ n: number }>(
    db,
    'select count(*)::int as n from antennas where account_id = $1',
    [ownerId],
  );
  if ((count?.n ?? 0) >= ANTENNAS_LIMIT)
    throw validationFailed(`You have exceeded the limit of ${ANTENNAS_LIMIT} antennas`);
}

/**
 * One stl and one ltl antenna per destination kind: own timelines, home, lists (kmyblue's
 * validate_stl_limit: a home-inserting one clashes with any other whose list is unset).
 */
async function checkModeLimit(
  db: Queryable,
  ownerId: string,
  id: string | null,
  mode: 'stl' | 'ltl',
  antenna: AntennaModes,
): Promise<void> {
  if (!antenna[mode]) return;
  const clash = antenna.insert_feeds
    ? antenna.list_id === null
      ? 'list_id is null'
      : 'list_id is not null'
    : 'not insert_feeds';
  const found = await one(
    db,
    `select 1 from antennas where account_id = $1 and ${mode} and id <> coalesce($2::bigint, 0)
       and ${clash}`,
    [ownerId, id],
  );
  if (found) throw validationFailed(`You have exceeded the limit of 1 ${mode} antennas`);
}

/** Every check kmyblue runs when an antenna is created or updated, in its order. */
export async function validateAntenna(
  db: Queryable,
  ownerId: string,
  id: string | null,
  fields: CollectionFields,
): Promise<void> {
  const current = id
    ? await one<AntennaModes>(
        db,
        'select stl, ltl, insert_feeds, list_id::text from antennas where id = $1',
        [id],
      )
    : undefined;
  const merged: AntennaModes = {
    stl: (fields.stl as boolean | undefined) ?? current?.stl ?? false,
    ltl: (fields.ltl as boolean | undefined) ?? current?.ltl ?? false,
    insert_feeds: (fields.insert_feeds as boolean | undefined) ?? current?.insert_feeds ?? false,
    list_id:
      fields.list_id === undefined ? (current?.list_id ?? null) : (fields.list_id as string | null),
  };
  if (fields.list_id) {
    const own = await one(db, 'select 1 from lists where id = $1 and account_id = $2', [
      fields.list_id,
      ownerId,
    ]);
    if (!own) throw new ApiError(422, 'This list is not yours');
  }
  await checkAntennaLimit(db, ownerId);
  await checkModeLimit(db, ownerId, id, 'stl', merged);
  await checkModeLimit(db, ownerId, id, 'ltl', merged);
}

/** Antennas as the API shows them: include-condition counts and the target list. */
export async function antennasJSON(
  db: Queryable,
  found: CollectionRow[],
): Promise<ApiAntennaJSON[]> {
  const extra = await rows<{
    id: string;
    list_title: string | null;
    accounts: number;
    domains: number;
    tags: number;
    keywords: number;
  }>(
    db,
    `select a.id, l.title as list_title,
       (select count(*)::int from antenna_accounts x where x.antenna_id = a.id and not x.exclude) as accounts,
       (select count(*)::int from antenna_domains x where x.antenna_id = a.id and not x.exclude) as domains,
       (select count(*)::int from antenna_tags x where x.antenna_id = a.id and not x.exclude) as tags,
       (select count(*)::int from antenna_keywords x where x.antenna_id = a.id and not x.exclude) as keywords
     from antennas a left join lists l on l.id = a.list_id where a.id = any($1::bigint[])`,
    [found.map((a) => a.id)],
  );
  const byId = new Map(extra.map((e) => [e.id, e]));
  return found.map((row) => {
    const more = byId.get(row.id);
    const listId = typeof row.list_id === 'string' ? row.list_id : null;
    return {
      id: row.id,
      title: row.title,
      stl: row.stl === true,
      ltl: row.ltl === true,
      insert_feeds: row.insert_feeds === true,
      with_media_only: row.with_media_only === true,
      ignore_reblog: row.ignore_reblog === true,
      accounts_count: more?.accounts ?? 0,
      domains_count: more?.domains ?? 0,
      tags_count: more?.tags ?? 0,
      keywords_count: more?.keywords ?? 0,
      list: listId ? { id: listId, title: more?.list_title ?? '' } : null,
    };
  });
}

/**
 * Before a list is deleted: the first antenna feeding it goes back to home (kmyblue sets its
 * list_id to 0 and keeps insert_feeds), and any further ones are deleted with the list.
 */
export async function releaseList(db: Queryable, listId: string): Promise<void> {
  const pointing = await rows<{ id: string }>(
    db,
    'select id from antennas where list_id = $1 order by id',
    [listId],
  );
  const [first, ...rest] = pointing.map((a) => a.id);
  if (first) await db.query('update antennas set list_id = null where id = $1', [first]);
  if (rest.length) await db.query('delete from antennas where id = any($1::bigint[])', [rest]);
  await db.query(
    `delete from feed_entries where feed = 'antenna' and feed_id = any($1::bigint[])`,
    [rest],
  );
}

/** Forgets an antenna's own timeline when it is deleted. */
export async function clearAntennaFeed(db: Queryable, antennaId: string): Promise<void> {
  await db.query(`delete from feed_entries where feed = 'antenna' and feed_id = $1`, [antennaId]);
}

/** The reader's antennas that include (or exclude) an account. */
export async function antennasWithAccount(
  db: Queryable,
  ownerId: string,
  accountId: string,
  exclude: boolean,
): Promise<CollectionRow[]> {
  return rows<CollectionRow>(
    db,
    `select a.id, a.title, a.stl, a.ltl, a.insert_feeds, a.with_media_only, a.ignore_reblog,
       a.list_id::text as list_id
     from antennas a join antenna_accounts x on x.antenna_id = a.id
     where a.account_id = $1 and x.account_id = $2 and x.exclude = $3 order by a.id`,
    [ownerId, accountId, exclude],
  );
}
