/** Filters v2 (Mastodon's /api/v2/filters). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiFilterBody } from '../../src/api/types';
import { requireUser } from '../auth';
import { notFound } from '../http/errors';
import { parseFilterBody, parseFilterStatusBody } from '../requests/filters';
import {
  addFilterStatus,
  createFilter,
  deleteFilter,
  listFilters,
  removeFilterStatus,
  updateFilter,
  type FilterInput,
} from '../services/filters';
import type { ServerState } from '../state';
import { idParam, withState } from './helpers';

function filterInput(body: ApiFilterBody): FilterInput {
  return {
    title: body.title,
    context: body.context,
    action: body.filter_action,
    expiresIn: body.expires_in,
    keywords: body.keywords_attributes.map((k) => ({
      id: k.id,
      keyword: k.keyword,
      wholeWord: k.whole_word,
      destroy: k._destroy ?? false,
    })),
  };
}

async function oneFilter(state: ServerState, viewer: string, id: string) {
  const [json] = await listFilters(state.db, viewer, id);
  if (!json) throw notFound();
  return json;
}

async function listAllFilters(state: ServerState, request: FastifyRequest) {
  return listFilters(state.db, requireUser(request, 'read:filters'));
}

async function createOneFilter(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:filters');
  const id = await createFilter(state.db, viewer, filterInput(parseFilterBody(request.body)));
  return oneFilter(state, viewer, id);
}

async function showFilter(state: ServerState, request: FastifyRequest) {
  return oneFilter(state, requireUser(request, 'read:filters'), idParam(request));
}

async function updateOneFilter(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:filters');
  const id = idParam(request);
  await updateFilter(state.db, viewer, id, filterInput(parseFilterBody(request.body)));
  return oneFilter(state, viewer, id);
}

async function deleteOneFilter(state: ServerState, request: FastifyRequest) {
  await deleteFilter(state.db, requireUser(request, 'write:filters'), idParam(request));
  return {};
}

async function listFilterStatuses(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'read:filters');
  return (await oneFilter(state, viewer, idParam(request))).statuses ?? [];
}

async function addStatusToFilter(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:filters');
  const statusId = parseFilterStatusBody(request.body).status_id ?? '';
  if (!/^\d+$/.test(statusId)) throw notFound();
  return addFilterStatus(state.db, viewer, idParam(request), statusId);
}

async function removeStatusFromFilter(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:filters');
  await removeFilterStatus(state.db, viewer, idParam(request));
  return {};
}

async function listFilterKeywords(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'read:filters');
  return (await oneFilter(state, viewer, idParam(request))).keywords ?? [];
}

export function registerFilters(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v2/filters', on(listAllFilters));
  app.post('/api/v2/filters', on(createOneFilter));
  app.get('/api/v2/filters/:id', on(showFilter));
  app.put('/api/v2/filters/:id', on(updateOneFilter));
  app.delete('/api/v2/filters/:id', on(deleteOneFilter));
  app.get('/api/v2/filters/:id/statuses', on(listFilterStatuses));
  app.post('/api/v2/filters/:id/statuses', on(addStatusToFilter));
  app.delete('/api/v2/filters/statuses/:id', on(removeStatusFromFilter));
  app.get('/api/v2/filters/:id/keywords', on(listFilterKeywords));
}
