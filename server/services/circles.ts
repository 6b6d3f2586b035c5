/** kmyblue's circles: an author's named audiences for limited posts. */
import { CIRCLES_LIMIT, COLLECTION_MEMBERS_LIMIT, LISTS_LIMIT_MESSAGE } from '../config';
import { one, rows, type Queryable } from '../db/database';
import { notFound, validationFailed } from '../http/errors';
import { addMembers, type CollectionKind } from './ownedCollections';

export const CIRCLES: CollectionKind = {
  table: 'circles',
  membersTable: 'circle_accounts',
  collectionKey: 'circle_id',
  memberKey: 'account_id',
  membersHaveIds: false,
  listOrder: 'lower(title), id',
  limit: { max: CIRCLES_LIMIT, message: LISTS_LIMIT_MESSAGE },
  membersLimit: {
    max: COLLECTION_MEMBERS_LIMIT,
    message: `A circle holds at most ${COLLECTION_MEMBERS_LIMIT} accounts`,
  },
};

/**
 * Adds accounts to a circle. Each must follow the owner (a circle is a set of followers), else
 * the whole request is a 404; one already in the circle answers 422.
 */
export async function addCircleAccounts(
  db: Queryable,
  circle: { id: string; ownerId: string },
  accountIds: string[],
): Promise<void> {
  const followers = await rows<{ id: string }>(
    db,
    `select a.id from accounts a where a.id = any($1::bigint[]) and exists(
       select 1 from follows f where f.account_id = a.id and f.target_account_id = $2)`,
    [accountIds, circle.ownerId],
  );
  if (followers.length !== new Set(accountIds).size) throw notFound();
  const already = await one(
    db,
    'select 1 from circle_accounts where circle_id = $1 and account_id = any($2::bigint[])',
    [circle.id, accountIds],
  );
  if (already) throw validationFailed('Account has already been taken');
  await addMembers(
    db,
    CIRCLES,
    circle.id,
    followers.map((k) => k.id),
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
