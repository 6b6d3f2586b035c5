/** Filters v2 (Mastodon's /api/v2/filters, with kmyblue's switches). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiFilterBody } from '../../src/api/types';
import { requireUser } from '../auth';
import { notFound } from '../http/errors';
import { isId } from '../ids';
import {
  parseFilterBody,
  parseFilterKeywordBody,
  parseFilterStatusBody,
} from '../requests/filters';
import {
  addKeyword,
  deleteKeyword,
  keywordsOf,
  ownKeyword,
  updateKeyword,
} from '../services/filterKeywords';
import {
  addFilterStatus,
  createFilter,
  deleteFilter,
  listFilters,
  ownFilter,
  ownFilterStatus,
  removeFilterStatus,
  updateFilter,
  type FilterInput,
} from '../services/filters';
import type { ServerState } from '../state';
import { idParam, withState } from './helpers';

function filterInput(body: ApiFilterBody): FilterInput {
  const { exclude_follows, exclude_localusers, with_quote, with_profile } = body;
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
    options: { exclude_follows, exclude_localusers, with_quote, with_profile },
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
  if (!isId(statusId)) throw notFound();
  return addFilterStatus(state.db, viewer, idParam(request), statusId);
}

async function showFilterStatus(state: ServerState, request: FastifyRequest) {
  return ownFilterStatus(state.db, requireUser(request, 'read:filters'), idParam(request));
}

async function removeStatusFromFilter(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:filters');
  await removeFilterStatus(state.db, viewer, idParam(request));
  return {};
}

async function listFilterKeywords(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'read:filters');
  const id = idParam(request);
  await ownFilter(state.db, viewer, id);
  return keywordsOf(state.db, id);
}

async function addFilterKeyword(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:filters');
  const filterId = idParam(request);
  await ownFilter(state.db, viewer, filterId);
  const body = parseFilterKeywordBody(request.body);
  const id = await addKeyword(state.db, filterId, {
    keyword: body.keyword,
    wholeWord: body.whole_word,
  });
  return ownKeyword(state.db, viewer, id);
}

async function showFilterKeyword(state: ServerState, request: FastifyRequest) {
  return ownKeyword(state.db, requireUser(request, 'read:filters'), idParam(request));
}

async function updateFilterKeyword(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:filters');
  const id = idParam(request);
  const body = parseFilterKeywordBody(request.body);
  await updateKeyword(state.db, viewer, id, { keyword: body.keyword, wholeWord: body.whole_word });
  return ownKeyword(state.db, viewer, id);
}

async function deleteFilterKeyword(state: ServerState, request: FastifyRequest) {
  await deleteKeyword(state.db, requireUser(request, 'write:filters'), idParam(request));
  return {};
}

export function registerFilters(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v2/filters', on(listAllFilters));
  app.post('/api/v2/filters', on(createOneFilter));
  app.get('/api/v2/filters/keywords/:id', on(showFilterKeyword));
  app.put('/api/v2/filters/keywords/:id', on(updateFilterKeyword));
  app.delete('/api/v2/filters/keywords/:id', on(deleteFilterKeyword));
  app.get('/api/v2/filters/statuses/:id', on(showFilterStatus));
  app.delete('/api/v2/filters/statuses/:id', on(removeStatusFromFilter));
  app.get('/api/v2/filters/:id', on(showFilter));
  app.put('/api/v2/filters/:id', on(updateOneFilter));
  app.delete('/api/v2/filters/:id', on(deleteOneFilter));
  app.get('/api/v2/filters/:id/keywords', on(listFilterKeywords));
  app.post('/api/v2/filters/:id/keywords', on(addFilterKeyword));
  app.get('/api/v2/filters/:id/statuses', on(listFilterStatuses));
  app.post('/api/v2/filters/:id/statuses', on(addStatusToFilter));
}
