/**
 * The reader's named collections (bookmark categories, circles, lists, antennas): one service for
 * create, update, delete, list and get-by-owner, and for membership, parameterised by the kind's
 * tables, its own columns beyond the title, its limit, and what it holds (statuses or accounts).
 */
import { TITLE_MAX_CHARS } from '../config';
import { longerThan } from '../content/text';
import { one, rows, type Queryable } from '../db/database';
import { notFound, validationFailed } from '../http/errors';
import type { Page } from '../http/pagination';
import { snowflakeNow } from '../ids';
import { pagedSelect } from './paging';

export interface CollectionKind {
  /** The collections: id, account_id (the owner), title, created_at. */
  table: string;
  /** The memberships: the collection's key and the member's. */
  membersTable: string;
  collectionKey: string;
  memberKey: 'status_id' | 'account_id';
  /** Memberships with their own snowflake id, the cursor of a paginated member list. */
  membersHaveIds: boolean;
  /** How the owner's collections are listed. */
  listOrder: string;
  /** The kind's own columns beyond id and title, read and written under these names. */
  columns?: readonly string[];
  /** How many one owner may have; creating one more answers the 422 `message`. */
  limit?: { max: number; message: string };
  /** How many members one may hold; adding beyond answers the 422 `message`. */
  membersLimit?: { max: number; message: string };
}

export interface CollectionJSON {
  id: string;
  title: string;
}

/** A collection row with the kind's own columns. */
export type CollectionRow = CollectionJSON & Record<string, unknown>;

/** Values for the kind's own columns; absent ones are left as they are (or their defaults). */
export type CollectionFields = Record<string, unknown>;

const selected = (kind: CollectionKind, alias = ''): string =>
  ['id', 'title', ...(kind.columns ?? [])].map((c) => `${alias}${c}`).join(', ');

/** The given fields that are the kind's own columns and were set. */
function ownFields(kind: CollectionKind, fields: CollectionFields): [string, unknown][] {
  return (kind.columns ?? []).flatMap((c): [string, unknown][] =>
    fields[c] === undefined ? [] : [[c, fields[c]]],
  );
}

export async function listCollections(
  db: Queryable,
  kind: CollectionKind,
  ownerId: string,
): Promise<CollectionRow[]> {
  return rows<CollectionRow>(
    db,
    `select ${selected(kind)} from ${kind.table} where account_id = $1 order by ${kind.listOrder}`,
    [ownerId],
  );
}

/** The owner's collection, or 404 (someone else's is as missing as none). */
export async function ownCollection(
  db: Queryable,
  kind: CollectionKind,
  ownerId: string,
  id: string,
): Promise<CollectionRow> {
  const found = await one<CollectionRow>(
    db,
    `select ${selected(kind)} from ${kind.table} where id = $1 and account_id = $2`,
    [id, ownerId],
  );
  if (!found) throw notFound();
  return found;
}

/** Collections by id, whoever owns them (for what refers to them, such as notifications). */
export function collectionsByIds(
  db: Queryable,
  kind: CollectionKind,
  ids: string[],
): Promise<CollectionRow[]> {
  return rows<CollectionRow>(
    db,
    `select ${selected(kind)} from ${kind.table} where id = any($1::bigint[]) order by id`,
    [[...new Set(ids)]],
  );
}

function checkedTitle(title: string | undefined): string {
  const trimmed = title?.trim() ?? '';
  if (!trimmed) throw validationFailed("Title can't be blank");
  if (longerThan(trimmed, TITLE_MAX_CHARS))
    throw validationFailed(`Title is too long (maximum is ${TITLE_MAX_CHARS} characters)`);
  return trimmed;
}

async function checkLimit(db: Queryable, kind: CollectionKind, ownerId: string): Promise<void> {
  if (!kind.limit) return;
  const count = await one<{ n: number }>(
    db,
    `select count(*)::int as n from ${kind.table} where account_id = $1`,
    [ownerId],
  );
  if ((count?.n ?? 0) >= kind.limit.max) throw validationFailed(kind.limit.message);
}

export async function createCollection(
  db: Queryable,
  kind: CollectionKind,
  ownerId: string,
  title: string | undefined,
  at = new Date(),
  fields: CollectionFields = {},
): Promise<CollectionRow> {
  const id = snowflakeNow();
  const clean = checkedTitle(title);
  await checkLimit(db, kind, ownerId);
  const extra = ownFields(kind, fields);
  const names = ['id', 'account_id', 'title', 'created_at', ...extra.map(([c]) => c)];
  await db.query(
    `insert into ${kind.table} (${names.join(', ')})
     values (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
    [id, ownerId, clean, at, ...extra.map(([, v]) => v)],
  );
  return ownCollection(db, kind, ownerId, id);
}

/** Updates the title (when given) and the kind's own fields (those given). */
export async function updateCollection(
  db: Queryable,
  kind: CollectionKind,
  ownerId: string,
  id: string,
  title: string | undefined,
  fields: CollectionFields = {},
): Promise<CollectionRow> {
  await ownCollection(db, kind, ownerId, id);
  const changes = ownFields(kind, fields);
  if (title !== undefined) changes.unshift(['title', checkedTitle(title)]);
  if (changes.length)
    await db.query(
      `update ${kind.table} set ${changes.map(([c], i) => `${c} = $${i + 2}`).join(', ')}
       where id = $1`,
      [id, ...changes.map(([, v]) => v)],
    );
  return ownCollection(db, kind, ownerId, id);
}

export async function deleteCollection(
  db: Queryable,
  kind: CollectionKind,
  ownerId: string,
  id: string,
): Promise<void> {
  await ownCollection(db, kind, ownerId, id);
  await db.query(`delete from ${kind.table} where id = $1`, [id]);
}

/** Refuses an addition that would take the collection past the kind's members limit. */
export async function checkMembersLimit(
  db: Queryable,
  kind: CollectionKind,
  collectionId: string,
  memberIds: string[],
): Promise<void> {
  if (!kind.membersLimit) return;
  const adding = new Set(memberIds);
  if (adding.size > kind.membersLimit.max) throw validationFailed(kind.membersLimit.message);
  const others = await one<{ n: number }>(
    db,
    `select count(*)::int as n from ${kind.membersTable}
     where ${kind.collectionKey} = $1 and not (${kind.memberKey} = any($2::bigint[]))`,
    [collectionId, [...adding]],
  );
  if ((others?.n ?? 0) + adding.size > kind.membersLimit.max)
    throw validationFailed(kind.membersLimit.message);
}

/** Adds members (already checked by the kind) to a collection; ones already in stay once. */
export async function addMembers(
  db: Queryable,
  kind: CollectionKind,
  collectionId: string,
  memberIds: string[],
): Promise<void> {
  await checkMembersLimit(db, kind, collectionId, memberIds);
  for (const memberId of memberIds) {
    if (kind.membersHaveIds)
      await db.query(
        `insert into ${kind.membersTable} (id, ${kind.collectionKey}, ${kind.memberKey})
         values ($1, $2, $3) on conflict (${kind.collectionKey}, ${kind.memberKey}) do nothing`,
        [snowflakeNow(), collectionId, memberId],
      );
    else
      await db.query(
        `insert into ${kind.membersTable} (${kind.collectionKey}, ${kind.memberKey})
         values ($1, $2) on conflict do nothing`,
        [collectionId, memberId],
      );
  }
}

export async function removeMembers(
  db: Queryable,
  kind: CollectionKind,
  collectionId: string,
  memberIds: string[],
): Promise<void> {
  await db.query(
    `delete from ${kind.membersTable}
     where ${kind.collectionKey} = $1 and ${kind.memberKey} = any($2::bigint[])`,
    [collectionId, memberIds],
  );
}

/** Every member's id, in id order. */
export async function memberIds(
  db: Queryable,
  kind: CollectionKind,
  collectionId: string,
): Promise<string[]> {
  const found = await rows<{ member: string }>(
    db,
    `select ${kind.memberKey} as member from ${kind.membersTable}
     where ${kind.collectionKey} = $1 order by ${kind.memberKey}`,
    [collectionId],
  );
  return found.map((r) => r.member);
}

/** A page of memberships, newest first, for kinds whose memberships have ids. */
export async function memberPage(
  db: Queryable,
  kind: CollectionKind,
  collectionId: string,
  page: Page,
): Promise<{ id: string; member: string }[]> {
  return pagedSelect<{ id: string; member: string }>(
    db,
    page,
    `select x.id, x.${kind.memberKey} as member from ${kind.membersTable} x
     where x.${kind.collectionKey} = $1`,
    [collectionId],
  );
}

/** The owner's collections that hold a member. */
export async function collectionsHolding(
  db: Queryable,
  kind: CollectionKind,
  ownerId: string,
  memberId: string,
): Promise<CollectionRow[]> {
  return rows<CollectionRow>(
    db,
    `select ${selected(kind, 'c.')} from ${kind.table} c
     join ${kind.membersTable} x on x.${kind.collectionKey} = c.id
     where c.account_id = $1 and x.${kind.memberKey} = $2 order by c.id`,
    [ownerId, memberId],
  );
}
