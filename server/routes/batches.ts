/**
 * Several statuses or accounts in one request (`?id[]=`), as Mastodon 4.3 answers them: the
 * ones that exist and the reader may see, in the order asked, unknown ids left out.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { viewerOf } from '../auth';
import { ApiError } from '../http/errors';
import { asParams, stringList } from '../http/params';
import { isId } from '../ids';
import { viewableStatusIds } from '../services/visibility';
import type { ServerState } from '../state';
import { accountsJSON, statusesJSON, withState } from './helpers';

/** Mastodon's DEFAULT_STATUSES_LIMIT and DEFAULT_ACCOUNTS_LIMIT bound a batch. */
const STATUSES_BATCH_MAX = 20;
const ACCOUNTS_BATCH_MAX = 40;

function idsParam(request: FastifyRequest, max: number): string[] {
  const ids = [...new Set(stringList(asParams(request.query), 'id'))];
  if (ids.length > max) throw new ApiError(422, `Too many ids: at most ${max}`);
  return ids.filter(isId);
}

async function someStatuses(state: ServerState, request: FastifyRequest) {
  const ids = idsParam(request, STATUSES_BATCH_MAX);
  const viewable = await viewableStatusIds(state.db, ids, viewerOf(request));
  return statusesJSON(
    state,
    request,
    ids.filter((id) => viewable.has(id)),
  );
}

async function someAccounts(state: ServerState, request: FastifyRequest) {
  return accountsJSON(state, request, idsParam(request, ACCOUNTS_BATCH_MAX));
}

export function registerBatches(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v1/statuses', on(someStatuses));
  app.get('/api/v1/accounts', on(someAccounts));
}
