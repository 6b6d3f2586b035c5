/** Mastodon's lists with kmyblue's additions: members, replies policy, exclusive, antennas. */
import type { ApiListAntennaJSON, ApiListJSON, ApiListRepliesPolicy } from '../../src/api/types';
import {
  COLLECTION_MEMBERS_LIMIT,
  LISTS_LIMIT,
  LISTS_LIMIT_MESSAGE,
  type Flavour,
} from '../config';
import { one, rows, type Queryable } from '../db/database';
import { notFound, validationFailed } from '../http/errors';
import type { HubEvent } from './events';
import { listShowsSql } from './feeds';
import { notify } from './notifications';
import {
  addMembers,
  collectionsByIds,
  type CollectionKind,
  type CollectionRow,
} from './ownedCollections';

export const LISTS: CollectionKind = {
  table: 'lists',
  membersTable: 'list_accounts',
  collectionKey: 'list_id',
  memberKey: 'account_id',
  membersHaveIds: true,
  listOrder: 'lower(title), id',
  columns: ['replies_policy', 'exclusive', 'notify'],
  limit: { max: LISTS_LIMIT, message: LISTS_LIMIT_MESSAGE },
  membersLimit: {
    max: COLLECTION_MEMBERS_LIMIT,
    message: `A list holds at most ${COLLECTION_MEMBERS_LIMIT} accounts`,
  },
};

/**
 * Adds accounts to a list. Each must exist and be followed by the owner, or be the owner (as
 * Mastodon's ListAccount requires), else 404; one already in the list answers 422.
 */
export async function addListAccounts(
  db: Queryable,
  list: { id: string; ownerId: string },
  accountIds: string[],
): Promise<void> {
  const allowed = await rows<{ id: string }>(
    db,
    `select a.id from accounts a where a.id = any($1::bigint[]) and (a.id = $2 or exists(
       select 1 from follows f where f.account_id = $2 and f.target_account_id = a.id))`,
    [accountIds, list.ownerId],
  );
  if (allowed.length !== new Set(accountIds).size) throw notFound();
  const already = await one(
    db,
    'select 1 from list_accounts where list_id = $1 and account_id = any($2::bigint[])',
    [list.id, accountIds],
  );
  if (already) throw validationFailed('Account has already been taken');
  await addMembers(
    db,
    LISTS,
    list.id,
    allowed.map((a) => a.id),
  );
}

/**
 * Lists as the API shows them. kmyblue adds `notify` and the antennas feeding each list; vanilla
 * Mastodon has neither.
 */
export async function listsJSON(
  db: Queryable,
  found: CollectionRow[],
  flavour: Flavour,
): Promise<ApiListJSON[]> {
  const base = (row: CollectionRow): ApiListJSON => ({
    id: row.id,
    title: row.title,
    replies_policy: row.replies_policy as ApiListRepliesPolicy,
    exclusive: row.exclusive === true,
  });
  if (flavour === 'mastodon') return found.map(base);
  const feeding = await rows<ApiListAntennaJSON & { list_id: string }>(
    db,
    `select id, title, stl, list_id::text from antennas
     where insert_feeds and list_id = any($1::bigint[]) order by id`,
    [found.map((row) => row.id)],
  );
  return found.map((row) => ({
    ...base(row),
    notify: row.notify === true,
    antennas: feeding
      .filter((a) => a.list_id === row.id)
      .map(({ id, title, stl }) => ({ id, title, stl })),
  }));
}

/** SQL: account `a` is a member of list `l`. */
export const listMemberSql = (l: string, a: string): string =>
  `exists(select 1 from list_accounts lm where lm.list_id = ${l} and lm.account_id = ${a})`;

/** Forgets what antennas delivered into a list that is being deleted. */
export async function clearListFeed(db: Queryable, listId: string): Promise<void> {
  await db.query(`delete from feed_entries where feed = 'list' and feed_id = $1`, [listId]);
}

/**
 * kmyblue's list notifications: each list with `notify` whose timeline shows a new status (a
 * member's post, or one an antenna delivered into it) tells its owner once. notify() leaves out
 * the owner's own posts and accounts the owner silenced.
 */
export async function notifyListOwners(
  db: Queryable,
  status: { id: string; accountId: string; at?: Date },
): Promise<HubEvent[]> {
  const found = await rows<{ id: string; account_id: string }>(
    db,
    `select l.id, l.account_id
       from statuses s left join statuses o on o.id = s.reblog_of_id cross join lists l
       where s.id = $1 and l.notify and ${listShowsSql('l')} order by l.id`,
    [status.id],
  );
  const events: HubEvent[] = [];
  for (const list of found) {
    events.push(
      ...(await notify(db, {
        recipientId: list.account_id,
        fromAccountId: status.accountId,
        type: 'list_status',
        statusId: status.id,
        listId: list.id,
        at: status.at,
      })),
    );
  }
  return events;
}

/** The lists some list_status notifications are about, as the API shows them, by id. */
export async function listsById(db: Queryable, ids: string[]): Promise<Map<string, ApiListJSON>> {
  if (!ids.length) return new Map();
  const found = await collectionsByIds(db, LISTS, ids);
  // Only kmyblue keeps notifying lists, so the lists carry kmyblue's fields.
  return new Map((await listsJSON(db, found, 'kmyblue')).map((list) => [list.id, list]));
}
