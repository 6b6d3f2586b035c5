/** kmyblue's bookmark categories: named groups of the reader's bookmarks. */
import {
  BOOKMARK_CATEGORIES_LIMIT,
  BOOKMARK_CATEGORIES_LIMIT_MESSAGE,
  COLLECTION_MEMBERS_LIMIT,
} from '../config';
import { inTransaction, type Queryable } from '../db/database';
import {
  addMembers,
  checkMembersLimit,
  createCollection,
  ownCollection,
  type CollectionJSON,
  type CollectionKind,
} from './ownedCollections';
import { mark } from './interactions';

export const BOOKMARK_CATEGORIES: CollectionKind = {
  table: 'bookmark_categories',
  membersTable: 'bookmark_category_statuses',
  collectionKey: 'category_id',
  memberKey: 'status_id',
  membersHaveIds: true,
  listOrder: 'id',
  membersLimit: {
    max: COLLECTION_MEMBERS_LIMIT,
    message: `A bookmark category holds at most ${COLLECTION_MEMBERS_LIMIT} posts`,
  },
  limit: { max: BOOKMARK_CATEGORIES_LIMIT, message: BOOKMARK_CATEGORIES_LIMIT_MESSAGE },
};

export function createCategory(
  db: Queryable,
  accountId: string,
  title: string | undefined,
  at = new Date(),
): Promise<CollectionJSON> {
  return createCollection(db, BOOKMARK_CATEGORIES, accountId, title, at);
}

/** Putting a status in a category bookmarks it, as kmyblue does. */
export async function addToCategory(
  db: Queryable,
  accountId: string,
  id: string,
  statusIds: string[],
): Promise<void> {
  await ownCollection(db, BOOKMARK_CATEGORIES, accountId, id);
  // Before the loop, so a request naming too many posts costs one query, not one per post.
  await checkMembersLimit(db, BOOKMARK_CATEGORIES, id, statusIds);
  await inTransaction(db, async (tx) => {
    for (const statusId of statusIds) {
      const target = await mark(tx, 'bookmarks', accountId, statusId, true);
      await addMembers(tx, BOOKMARK_CATEGORIES, id, [target]);
    }
  });
}
