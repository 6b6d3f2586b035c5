/**
 * Filters v1 as Mastodon 4 still answers them: one v1 filter per keyword of the reader's v2
 * filters, carrying its filter's context and expiry; `irreversible` when the filter hides.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiFilterJSON } from '../../src/api/types';
import { requireUser } from '../auth';
import { notFound } from '../http/errors';
import { listFilters } from '../services/filters';
import type { ServerState } from '../state';
import { idParam, withState } from './helpers';

function v1Filters(filters: ApiFilterJSON[]) {
  return filters.flatMap((filter) =>
    (filter.keywords ?? []).map((keyword) => ({
      id: keyword.id,
      phrase: keyword.keyword,
      context: filter.context,
      whole_word: keyword.whole_word,
      expires_at: filter.expires_at,
      irreversible: filter.filter_action === 'hide',
    })),
  );
}

async function listV1Filters(state: ServerState, request: FastifyRequest) {
  return v1Filters(await listFilters(state.db, requireUser(request, 'read:filters')));
}

async function showV1Filter(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'read:filters');
  const id = idParam(request);
  const found = v1Filters(await listFilters(state.db, viewer)).find((f) => f.id === id);
  if (!found) throw notFound();
  return found;
}

export function registerFiltersV1(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v1/filters', on(listV1Filters));
  app.get('/api/v1/filters/:id', on(showV1Filter));
}
