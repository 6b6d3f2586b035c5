import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiAccountJSON } from '../../src/api/types';
import { ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT } from '../config';
import { rows, type Queryable } from '../db/database';
import { pageFrom, pagedRows } from '../http/pagination';
import { asParams } from '../http/params';
import { accountsInOrder } from '../serializers/accounts';
import { contextFor } from '../serializers/context';

/**
 * A page of accounts from `from` (SQL aliased x, with x.id as the cursor and x.account_id),
 * $1 being the status id, with Mastodon's Link header.
 */
export async function accountRowsPage(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  from: string,
  statusId: string,
): Promise<{ id: string; account_id: string }[]> {
  const page = pageFrom(asParams(request.query), ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT);
  const params: unknown[] = [statusId];
  const found = await pagedRows(request, reply, page, params, 'x.id', (paging) =>
    rows<{ id: string; account_id: string }>(
      db,
      `select x.id, x.account_id from ${from} and ${paging.where} order by ${paging.order} ${paging.limit}`,
      params,
    ),
  );
  return found;
}

export async function accountPage(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  from: string,
  statusId: string,
): Promise<ApiAccountJSON[]> {
  const found = await accountRowsPage(db, request, reply, from, statusId);
  return accountsInOrder(
    await contextFor(db, request),
    found.map((f) => f.account_id),
  );
}
