/** A filter's keywords: the nested keywords_attributes of a filter body, and the sub-resource. */
import type { ApiFilterKeywordJSON } from '../../src/api/types';
import { FILTER_KEYWORDS_LIMIT, KEYWORD_MAX_CHARS } from '../config';
import { longerThan } from '../content/text';
import { inTransaction, one, rows, type Queryable } from '../db/database';
import { notFound, validationFailed } from '../http/errors';
import { snowflakeNow } from '../ids';

export interface KeywordInput {
  id?: string;
  keyword?: string;
  wholeWord?: boolean;
  destroy?: boolean;
}

const KEYWORD_BLANK = "Keywords keyword can't be blank";
const TOO_MANY = `Keywords are too many (maximum is ${FILTER_KEYWORDS_LIMIT})`;
const TOO_LONG = `Keyword is too long (maximum is ${KEYWORD_MAX_CHARS} characters)`;

/** Cheap checks before any row is written: no keyword too long, not too many at once. */
function checkInput(keywords: KeywordInput[]): void {
  if (keywords.filter((k) => !k.destroy).length > FILTER_KEYWORDS_LIMIT)
    throw validationFailed(TOO_MANY);
  if (keywords.some((k) => k.keyword !== undefined && longerThan(k.keyword, KEYWORD_MAX_CHARS)))
    throw validationFailed(TOO_LONG);
}

/** After a change: the filter holds no more keywords than the limit (else the change is undone). */
async function checkCount(tx: Queryable, filterId: string): Promise<void> {
  const count = await one<{ n: number }>(
    tx,
    'select count(*)::int as n from filter_keywords where filter_id = $1',
    [filterId],
  );
  if ((count?.n ?? 0) > FILTER_KEYWORDS_LIMIT) throw validationFailed(TOO_MANY);
}

/**
 * Rails' nested attributes: an id with `_destroy` removes, an id alone updates, no id adds;
 * a new entry that is all blank is skipped, one with only a blank keyword is refused.
 */
export async function applyKeywords(
  tx: Queryable,
  filterId: string,
  keywords: KeywordInput[],
): Promise<void> {
  checkInput(keywords);
  for (const k of keywords) {
    const keyword = k.keyword?.trim();
    if (k.id && k.destroy) {
      await tx.query('delete from filter_keywords where id = $1 and filter_id = $2', [
        k.id,
        filterId,
      ]);
    } else if (k.id) {
      if (k.keyword !== undefined && !keyword) throw validationFailed(KEYWORD_BLANK);
      await tx.query(
        `update filter_keywords set keyword = coalesce($3, keyword), whole_word = coalesce($4, whole_word)
         where id = $1 and filter_id = $2`,
        [k.id, filterId, keyword ?? null, k.wholeWord ?? null],
      );
    } else if (keyword) {
      await insertKeyword(tx, filterId, keyword, k.wholeWord ?? true);
    } else if (k.wholeWord !== undefined && !k.destroy) {
      throw validationFailed(KEYWORD_BLANK);
    }
  }
  if (keywords.length) await checkCount(tx, filterId);
}

async function insertKeyword(
  tx: Queryable,
  filterId: string,
  keyword: string,
  wholeWord: boolean,
): Promise<string> {
  const id = snowflakeNow();
  await tx.query(
    'insert into filter_keywords (id, filter_id, keyword, whole_word) values ($1, $2, $3, $4)',
    [id, filterId, keyword, wholeWord],
  );
  return id;
}

/** The keyword if it belongs to one of the account's filters; else 404. */
export async function ownKeyword(
  db: Queryable,
  accountId: string,
  keywordId: string,
): Promise<ApiFilterKeywordJSON> {
  const row = await one<ApiFilterKeywordJSON>(
    db,
    `select k.id::text as id, k.keyword, k.whole_word from filter_keywords k
     join filters f on f.id = k.filter_id where k.id = $1 and f.account_id = $2`,
    [keywordId, accountId],
  );
  if (!row) throw notFound();
  return row;
}

export async function keywordsOf(db: Queryable, filterId: string): Promise<ApiFilterKeywordJSON[]> {
  return rows<ApiFilterKeywordJSON>(
    db,
    'select id::text as id, keyword, whole_word from filter_keywords where filter_id = $1 order by id',
    [filterId],
  );
}

/** POST filters/:id/keywords (the filter's ownership is checked by the caller). */
export async function addKeyword(
  db: Queryable,
  filterId: string,
  input: { keyword?: string; wholeWord?: boolean },
): Promise<string> {
  const keyword = input.keyword?.trim();
  if (!keyword) throw validationFailed("Keyword can't be blank");
  if (longerThan(keyword, KEYWORD_MAX_CHARS)) throw validationFailed(TOO_LONG);
  return inTransaction(db, async (tx) => {
    const id = await insertKeyword(tx, filterId, keyword, input.wholeWord ?? true);
    await checkCount(tx, filterId);
    return id;
  });
}

/** PUT filters/keywords/:id. */
export async function updateKeyword(
  db: Queryable,
  accountId: string,
  keywordId: string,
  input: { keyword?: string; wholeWord?: boolean },
): Promise<void> {
  await ownKeyword(db, accountId, keywordId);
  const keyword = input.keyword?.trim();
  if (input.keyword !== undefined && !keyword) throw validationFailed("Keyword can't be blank");
  if (keyword && longerThan(keyword, KEYWORD_MAX_CHARS)) throw validationFailed(TOO_LONG);
  await db.query(
    `update filter_keywords set keyword = coalesce($2, keyword), whole_word = coalesce($3, whole_word)
     where id = $1`,
    [keywordId, keyword ?? null, input.wholeWord ?? null],
  );
}

/** DELETE filters/keywords/:id. */
export async function deleteKeyword(
  db: Queryable,
  accountId: string,
  keywordId: string,
): Promise<void> {
  await ownKeyword(db, accountId, keywordId);
  await db.query('delete from filter_keywords where id = $1', [keywordId]);
}
