/** Filters v2: keyword and status filters, and which of them match a status for its reader. */
import {
  FILTER_ACTIONS,
  FILTER_CONTEXTS,
  type ApiFilterAction,
  type ApiFilterContext,
  type ApiFilterJSON,
} from '../../src/api/types';
import { inTransaction, one, rows, type Queryable } from '../db/database';
import { notFound, validationFailed } from '../http/errors';
import { snowflakeNow } from '../ids';

type FilterAction = ApiFilterAction;

export interface KeywordInput {
  id?: string;
  keyword?: string;
  wholeWord?: boolean;
  destroy?: boolean;
}

export interface FilterInput {
  title?: string;
  context?: string[];
  action?: string;
  /** Seconds from now; 0 or null clears the expiry, undefined keeps it. */
  expiresIn?: number | null;
  keywords: KeywordInput[];
}

interface FilterRow {
  id: string;
  title: string;
  context: ApiFilterContext[];
  action: FilterAction;
  expires_at: Date | null;
}

export function filterJSON(
  row: FilterRow,
  keywords: { id: string; keyword: string; whole_word: boolean }[],
  statuses: { id: string; status_id: string }[],
): ApiFilterJSON {
  return {
    id: row.id,
    title: row.title,
    context: row.context,
    expires_at: row.expires_at ? row.expires_at.toISOString() : null,
    filter_action: row.action,
    keywords,
    statuses,
  };
}

/** Every filter of the account (expired ones too, as Mastodon lists them). */
export async function listFilters(
  db: Queryable,
  accountId: string,
  filterId?: string,
): Promise<ApiFilterJSON[]> {
  const found = await rows<FilterRow>(
    db,
    `select id, title, context, action, expires_at from filters
     where account_id = $1 and ($2::bigint is null or id = $2::bigint) order by id`,
    [accountId, filterId ?? null],
  );
  if (!found.length) return [];
  const ids = found.map((f) => f.id);
  const keywords = await rows<{
    id: string;
    filter_id: string;
    keyword: string;
    whole_word: boolean;
  }>(db, 'select * from filter_keywords where filter_id = any($1::bigint[]) order by id', [ids]);
  const statuses = await rows<{ id: string; filter_id: string; status_id: string }>(
    db,
    'select id, filter_id, status_id from filter_statuses where filter_id = any($1::bigint[]) order by id',
    [ids],
  );
  return found.map((row) =>
    filterJSON(
      row,
      keywords
        .filter((k) => k.filter_id === row.id)
        .map(({ id, keyword, whole_word }) => ({ id, keyword, whole_word })),
      statuses
        .filter((s) => s.filter_id === row.id)
        .map(({ id, status_id }) => ({ id, status_id })),
    ),
  );
}

function checkedContext(context: string[]): ApiFilterContext[] {
  const valid = FILTER_CONTEXTS.filter((c) => context.includes(c));
  if (!valid.length || valid.length !== new Set(context).size)
    throw validationFailed('Context is invalid');
  return valid;
}

function checkedAction(action: string): FilterAction {
  const found = FILTER_ACTIONS.find((a) => a === action);
  if (!found) throw validationFailed('Filter action is not included in the list');
  return found;
}

const expiry = (seconds: number | null): Date | null =>
  seconds && seconds > 0 ? new Date(Date.now() + seconds * 1000) : null;

async function applyKeywords(tx: Queryable, filterId: string, keywords: KeywordInput[]) {
  for (const k of keywords) {
    if (k.id && k.destroy) {
      await tx.query('delete from filter_keywords where id = $1 and filter_id = $2', [
        k.id,
        filterId,
      ]);
    } else if (k.id) {
      await tx.query(
        `update filter_keywords set keyword = coalesce($3, keyword), whole_word = coalesce($4, whole_word)
         where id = $1 and filter_id = $2`,
        [k.id, filterId, k.keyword?.trim() || null, k.wholeWord ?? null],
      );
    } else if (k.keyword?.trim()) {
      await tx.query(
        'insert into filter_keywords (id, filter_id, keyword, whole_word) values ($1, $2, $3, $4)',
        [snowflakeNow(), filterId, k.keyword.trim(), k.wholeWord ?? true],
      );
    }
  }
}

export async function createFilter(
  db: Queryable,
  accountId: string,
  input: FilterInput,
): Promise<string> {
  const title = input.title?.trim() ?? '';
  if (!title) throw validationFailed("Title can't be blank");
  const context = checkedContext(input.context ?? []);
  const action = checkedAction(input.action ?? 'warn');
  const id = snowflakeNow();
  await inTransaction(db, async (tx) => {
    await tx.query(
      `insert into filters (id, account_id, title, context, action, expires_at, created_at)
       values ($1, $2, $3, $4, $5, $6, now())`,
      [id, accountId, title, context, action, expiry(input.expiresIn ?? null)],
    );
    await applyKeywords(tx, id, input.keywords);
  });
  return id;
}

export async function ownFilter(db: Queryable, accountId: string, id: string): Promise<void> {
  const found = await one(db, 'select 1 from filters where id = $1 and account_id = $2', [
    id,
    accountId,
  ]);
  if (!found) throw notFound();
}

export async function updateFilter(
  db: Queryable,
  accountId: string,
  id: string,
  input: FilterInput,
): Promise<void> {
  await ownFilter(db, accountId, id);
  const title = input.title?.trim();
  if (input.title !== undefined && !title) throw validationFailed("Title can't be blank");
  const context = input.context ? checkedContext(input.context) : null;
  const action = input.action ? checkedAction(input.action) : null;
  await inTransaction(db, async (tx) => {
    await tx.query(
      `update filters set title = coalesce($2, title), context = coalesce($3, context),
         action = coalesce($4, action),
         expires_at = case when $5::boolean then $6::timestamptz else expires_at end
       where id = $1`,
      [
        id,
        title ?? null,
        context,
        action,
        input.expiresIn !== undefined,
        expiry(input.expiresIn ?? null),
      ],
    );
    await applyKeywords(tx, id, input.keywords);
  });
}

/** A status put into a filter ('Filter this post'); returns the filter status record. */
export async function addFilterStatus(
  db: Queryable,
  accountId: string,
  filterId: string,
  statusId: string,
): Promise<{ id: string; status_id: string }> {
  await ownFilter(db, accountId, filterId);
  const status = await one(db, 'select 1 from statuses where id = $1', [statusId]);
  if (!status) throw notFound();
  await db.query(
    `insert into filter_statuses (id, filter_id, status_id) values ($1, $2, $3)
     on conflict (filter_id, status_id) do nothing`,
    [snowflakeNow(), filterId, statusId],
  );
  const row = await one<{ id: string; status_id: string }>(
    db,
    'select id, status_id from filter_statuses where filter_id = $1 and status_id = $2',
    [filterId, statusId],
  );
  return row!;
}

export async function deleteFilter(db: Queryable, accountId: string, id: string): Promise<void> {
  await ownFilter(db, accountId, id);
  await db.query('delete from filters where id = $1', [id]);
}

/** Takes a status out of one of the account's filters; 404 when there is no such record. */
export async function removeFilterStatus(
  db: Queryable,
  accountId: string,
  filterStatusId: string,
): Promise<void> {
  const deleted = await rows(
    db,
    `delete from filter_statuses fs using filters f
     where fs.id = $1 and f.id = fs.filter_id and f.account_id = $2 returning fs.id`,
    [filterStatusId, accountId],
  );
  if (!deleted.length) throw notFound();
}
