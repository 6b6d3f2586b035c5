/** Filters v2: the reader's keyword and status filters, with kmyblue's switches. */
import {
  FILTER_ACTIONS_EX,
  FILTER_CONTEXTS,
  FILTER_OPTIONS,
  type ApiFilterActionEx,
  type ApiFilterContext,
  type ApiFilterJSON,
  type ApiFilterOption,
  type ApiFilterStatusJSON,
} from '../../src/api/types';
import { FILTER_STATUSES_LIMIT, FILTERS_LIMIT, TITLE_MAX_CHARS } from '../config';
import { longerThan } from '../content/text';
import { inTransaction, one, rows, type Queryable } from '../db/database';
import { notFound, validationFailed } from '../http/errors';
import { snowflakeNow } from '../ids';
import { applyKeywords, type KeywordInput } from './filterKeywords';

export interface FilterInput {
  title?: string;
  context?: string[];
  action?: string;
  /** Seconds from now; 0 or null clears the expiry, undefined keeps it. */
  expiresIn?: number | null;
  keywords: KeywordInput[];
  /** kmyblue's switches; an absent one keeps its value (or its default on create). */
  options: Partial<Record<ApiFilterOption, boolean>>;
}

type FilterRow = Record<ApiFilterOption, boolean> & {
  id: string;
  title: string;
  context: ApiFilterContext[];
  action: ApiFilterActionEx;
  expires_at: Date | null;
};

/** kmyblue's shape: `filter_action` masks half_warn as warn, `filter_action_ex` is the truth. */
export function filterJSON(
  row: FilterRow,
  keywords: { id: string; keyword: string; whole_word: boolean }[],
  statuses: ApiFilterStatusJSON[],
): ApiFilterJSON {
  return {
    id: row.id,
    title: row.title,
    context: row.context,
    expires_at: row.expires_at ? row.expires_at.toISOString() : null,
    filter_action: row.action === 'half_warn' ? 'warn' : row.action,
    filter_action_ex: row.action,
    exclude_follows: row.exclude_follows,
    exclude_localusers: row.exclude_localusers,
    with_quote: row.with_quote,
    with_profile: row.with_profile,
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
  return (await filtersOfAccounts(db, [accountId], filterId)).get(accountId) ?? [];
}

/** Every filter of each of the accounts, read together (the stream matches a post for many). */
export async function filtersOfAccounts(
  db: Queryable,
  accountIds: string[],
  filterId?: string,
): Promise<Map<string, ApiFilterJSON[]>> {
  const byAccount = new Map<string, ApiFilterJSON[]>();
  if (!accountIds.length) return byAccount;
  const found = await rows<FilterRow & { account_id: string }>(
    db,
    `select id, account_id, title, context, action, expires_at, ${FILTER_OPTIONS.join(', ')}
     from filters where account_id = any($1::bigint[]) and ($2::bigint is null or id = $2::bigint)
     order by id`,
    [accountIds, filterId ?? null],
  );
  if (!found.length) return byAccount;
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
  for (const row of found) {
    const json = filterJSON(
      row,
      keywords
        .filter((k) => k.filter_id === row.id)
        .map(({ id, keyword, whole_word }) => ({ id, keyword, whole_word })),
      statuses
        .filter((s) => s.filter_id === row.id)
        .map(({ id, status_id }) => ({ id, status_id })),
    );
    const own = byAccount.get(row.account_id);
    if (own) own.push(json);
    else byAccount.set(row.account_id, [json]);
  }
  return byAccount;
}

const INVALID_CONTEXT = 'Context None or invalid context supplied';

/** Mastodon's messages, all of them at once, in its order. */
function checkFields(title: string | undefined, context: string[] | undefined): void {
  const errors: string[] = [];
  if (title !== undefined && !title) errors.push("Title can't be blank");
  if (title && longerThan(title, TITLE_MAX_CHARS))
    errors.push(`Title is too long (maximum is ${TITLE_MAX_CHARS} characters)`);
  if (context !== undefined) {
    if (!context.length) errors.push("Context can't be blank", INVALID_CONTEXT);
    else if (context.some((c) => !FILTER_CONTEXTS.some((known) => known === c)))
      errors.push(INVALID_CONTEXT);
  }
  if (errors.length) throw validationFailed(errors.join(', '));
}

function checkedAction(action: string): ApiFilterActionEx {
  const found = FILTER_ACTIONS_EX.find((a) => a === action);
  if (!found) throw validationFailed('Filter action is not included in the list');
  return found;
}

const contextOf = (context: string[]): ApiFilterContext[] =>
  FILTER_CONTEXTS.filter((c) => context.includes(c));

/** PostgreSQL and JavaScript dates both end around here; an expiry beyond is refused. */
const LATEST_EXPIRY_MS = Date.UTC(9999, 11, 31);

function expiry(seconds: number | null): Date | null {
  if (!seconds || seconds <= 0) return null;
  const at = Date.now() + seconds * 1000;
  if (!(at <= LATEST_EXPIRY_MS)) throw validationFailed('Expires in is invalid');
  return new Date(at);
}

export async function createFilter(
  db: Queryable,
  accountId: string,
  input: FilterInput,
): Promise<string> {
  const title = input.title?.trim() ?? '';
  checkFields(title, input.context ?? []);
  const action = checkedAction(input.action ?? 'warn');
  const count = await one<{ n: number }>(
    db,
    'select count(*)::int as n from filters where account_id = $1',
    [accountId],
  );
  if ((count?.n ?? 0) >= FILTERS_LIMIT)
    throw validationFailed(`You have reached the maximum number of filters (${FILTERS_LIMIT})`);
  const o = input.options;
  const id = snowflakeNow();
  await inTransaction(db, async (tx) => {
    await tx.query(
      `insert into filters (id, account_id, title, context, action, expires_at, created_at,
         exclude_follows, exclude_localusers, with_quote, with_profile)
       values ($1, $2, $3, $4, $5, $6, now(), $7, $8, $9, $10)`,
      [
        id,
        accountId,
        title,
        contextOf(input.context ?? []),
        action,
        expiry(input.expiresIn ?? null),
        o.exclude_follows ?? false,
        o.exclude_localusers ?? false,
        o.with_quote ?? true,
        o.with_profile ?? false,
      ],
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
  checkFields(title, input.context);
  const action = input.action ? checkedAction(input.action) : null;
  const o = input.options;
  await inTransaction(db, async (tx) => {
    await tx.query(
      `update filters set title = coalesce($2, title), context = coalesce($3, context),
         action = coalesce($4, action),
         expires_at = case when $5::boolean then $6::timestamptz else expires_at end,
         exclude_follows = coalesce($7, exclude_follows),
         exclude_localusers = coalesce($8, exclude_localusers),
         with_quote = coalesce($9, with_quote), with_profile = coalesce($10, with_profile)
       where id = $1`,
      [
        id,
        title ?? null,
        input.context ? contextOf(input.context) : null,
        action,
        input.expiresIn !== undefined,
        expiry(input.expiresIn ?? null),
        o.exclude_follows ?? null,
        o.exclude_localusers ?? null,
        o.with_quote ?? null,
        o.with_profile ?? null,
      ],
    );
    await applyKeywords(tx, id, input.keywords);
  });
}

export async function deleteFilter(db: Queryable, accountId: string, id: string): Promise<void> {
  await ownFilter(db, accountId, id);
  await db.query('delete from filters where id = $1', [id]);
}

/** A status put into a filter ('Filter this post'); returns the filter status record. */
export async function addFilterStatus(
  db: Queryable,
  accountId: string,
  filterId: string,
  statusId: string,
): Promise<ApiFilterStatusJSON> {
  await ownFilter(db, accountId, filterId);
  const status = await one(db, 'select 1 from statuses where id = $1', [statusId]);
  if (!status) throw notFound();
  const held = await one<{ n: number }>(
    db,
    'select count(*)::int as n from filter_statuses where filter_id = $1 and status_id <> $2',
    [filterId, statusId],
  );
  if ((held?.n ?? 0) >= FILTER_STATUSES_LIMIT)
    throw validationFailed(`A filter holds at most ${FILTER_STATUSES_LIMIT} posts`);
  await db.query(
    `insert into filter_statuses (id, filter_id, status_id) values ($1, $2, $3)
     on conflict (filter_id, status_id) do nothing`,
    [snowflakeNow(), filterId, statusId],
  );
  const row = await one<ApiFilterStatusJSON>(
    db,
    'select id, status_id from filter_statuses where filter_id = $1 and status_id = $2',
    [filterId, statusId],
  );
  return row!;
}

/** GET filters/statuses/:id: one of the account's filter status records, else 404. */
export async function ownFilterStatus(
  db: Queryable,
  accountId: string,
  filterStatusId: string,
): Promise<ApiFilterStatusJSON> {
  const row = await one<ApiFilterStatusJSON>(
    db,
    `select fs.id, fs.status_id from filter_statuses fs join filters f on f.id = fs.filter_id
     where fs.id = $1 and f.account_id = $2`,
    [filterStatusId, accountId],
  );
  if (!row) throw notFound();
  return row;
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
