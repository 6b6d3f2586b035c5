/** One page of rows over a bigint cursor, newest first, for the services' paginated lists. */
import { rows, type Queryable } from '../db/database';
import { newestFirst, pageSql, type Page } from '../http/pagination';

export type PagingSql = ReturnType<typeof pageSql>;

/**
 * Runs `sql(paging)` with the page's conditions on `column` (their values pushed onto params
 * after the caller's own) and returns the rows newest first.
 */
export async function pageOfRows<T>(
  db: Queryable,
  page: Page,
  column: string,
  params: unknown[],
  sql: (paging: PagingSql) => string,
): Promise<T[]> {
  const paging = pageSql(column, page, params);
  return newestFirst(await rows<T>(db, sql(paging), params), paging.ascending);
}

/** `select … where <where> and <page> order by … limit …` over rows keyed by x.id. */
export function pagedSelect<T extends { id: string }>(
  db: Queryable,
  page: Page,
  select: string,
  params: unknown[],
): Promise<T[]> {
  return pageOfRows<T>(
    db,
    page,
    'x.id',
    params,
    (paging) => `${select} and ${paging.where} order by ${paging.order} ${paging.limit}`,
  );
}
