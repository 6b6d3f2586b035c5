/** kmyblue's circles: an author's named audiences for limited posts. */
import { rows, type Queryable } from '../db/database';
import { notFound } from '../http/errors';
import { addMembers, type CollectionKind } from './ownedCollections';

export const CIRCLES: CollectionKind = {
  table: 'circles',
  membersTable: 'circle_accounts',
  collectionKey: 'circle_id',
  memberKey: 'account_id',
  membersHaveIds: false,
  listOrder: 'lower(title), id',
};

/** Adds accounts to a circle; an unknown account fails the whole request with 404. */
export async function addCircleAccounts(
  db: Queryable,
  circleId: string,
  accountIds: string[],
): Promise<void> {
  const known = await rows<{ id: string }>(
    db,
    'select id from accounts where id = any($1::bigint[])',
    [accountIds],
  );
  if (known.length !== new Set(accountIds).size) throw notFound();
  await addMembers(
    db,
    CIRCLES,
    circleId,
    known.map((k) => k.id),
  );
}

/** The circle's latest posts (at most 40), newest first. */
export async function circleStatusIds(db: Queryable, circleId: string): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    'select id from statuses where circle_id = $1 order by id desc limit 40',
    [circleId],
  );
  return found.map((r) => r.id);
}
