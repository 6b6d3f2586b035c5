/** kmyblue's bookmark categories: named groups of the reader's bookmarks. */
import { inTransaction, one, rows, type Queryable } from '../db/database';
import { notFound, validationFailed } from '../http/errors';
import { snowflakeNow } from '../ids';
import { mark } from './interactions';

export interface CategoryJSON {
  id: string;
  title: string;
}

export async function listCategories(db: Queryable, accountId: string): Promise<CategoryJSON[]> {
  return rows<CategoryJSON>(
    db,
    'select id, title from bookmark_categories where account_id = $1 order by id',
    [accountId],
  );
}

export async function ownCategory(
  db: Queryable,
  accountId: string,
  id: string,
): Promise<CategoryJSON> {
  const found = await one<CategoryJSON>(
    db,
    'select id, title from bookmark_categories where id = $1 and account_id = $2',
    [id, accountId],
  );
  if (!found) throw notFound();
  return found;
}

function checkedTitle(title: string | undefined): string {
  const trimmed = title?.trim() ?? '';
  if (!trimmed) throw validationFailed("Title can't be blank");
  return trimmed;
}

export async function createCategory(
  db: Queryable,
  accountId: string,
  title: string | undefined,
  at = new Date(),
): Promise<CategoryJSON> {
  const id = snowflakeNow();
  const clean = checkedTitle(title);
  await db.query(
    'insert into bookmark_categories (id, account_id, title, created_at) values ($1, $2, $3, $4)',
    [id, accountId, clean, at],
  );
  return { id, title: clean };
}

export async function renameCategory(
  db: Queryable,
  accountId: string,
  id: string,
  title: string | undefined,
): Promise<CategoryJSON> {
  await ownCategory(db, accountId, id);
  const clean = checkedTitle(title);
  await db.query('update bookmark_categories set title = $2 where id = $1', [id, clean]);
  return { id, title: clean };
}

/** Putting a status in a category bookmarks it, as kmyblue does. */
export async function addToCategory(
  db: Queryable,
  accountId: string,
  id: string,
  statusIds: string[],
): Promise<void> {
  await ownCategory(db, accountId, id);
  await inTransaction(db, async (tx) => {
    for (const statusId of statusIds) {
      const target = await mark(tx, 'bookmarks', accountId, statusId, true);
      await tx.query(
        `insert into bookmark_category_statuses (id, category_id, status_id) values ($1, $2, $3)
         on conflict (category_id, status_id) do nothing`,
        [snowflakeNow(), id, target],
      );
    }
  });
}

export async function removeFromCategory(
  db: Queryable,
  accountId: string,
  id: string,
  statusIds: string[],
): Promise<void> {
  await ownCategory(db, accountId, id);
  await db.query(
    'delete from bookmark_category_statuses where category_id = $1 and status_id = any($2::bigint[])',
    [id, statusIds],
  );
}

/** The categories of the reader that hold a status. */
export async function categoriesOf(
  db: Queryable,
  accountId: string,
  statusId: string,
): Promise<CategoryJSON[]> {
  return rows<CategoryJSON>(
    db,
    `select c.id, c.title from bookmark_categories c
     join bookmark_category_statuses x on x.category_id = c.id
     where c.account_id = $1 and x.status_id = $2 order by c.id`,
    [accountId, statusId],
  );
}
