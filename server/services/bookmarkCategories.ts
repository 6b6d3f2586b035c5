/** kmyblue's bookmark categories: named groups of the reader's bookmarks. */
import { inTransaction, type Queryable } from '../db/database';
import {
  addMembers,
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
  await inTransaction(db, async (tx) => {
    for (const statusId of statusIds) {
      const target = await mark(tx, 'bookmarks', accountId, statusId, true);
      await addMembers(tx, BOOKMARK_CATEGORIES, id, [target]);
    }
  });
}
