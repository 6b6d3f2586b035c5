/** kmyblue's /api/v1/bookmark_categories and the categories of a status. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT } from '../config';
import { linkRows, pageFrom } from '../http/pagination';
import { asParams } from '../http/params';
import { parseCollectionStatusesBody } from '../requests/collections';
import { addToCategory, BOOKMARK_CATEGORIES } from '../services/bookmarkCategories';
import {
  collectionsHolding,
  memberPage,
  ownCollection,
  removeMembers,
} from '../services/ownedCollections';
import type { ServerState } from '../state';
import { registerCollectionRoutes } from './collections';
import { idParam, statusesJSON, withState } from './helpers';

async function listCategoryStatuses(
  state: ServerState,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const viewer = requireUser(request, 'read:bookmarks');
  const id = idParam(request);
  await ownCollection(state.db, BOOKMARK_CATEGORIES, viewer, id);
  const page = pageFrom(asParams(request.query), TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT);
  const found = await memberPage(state.db, BOOKMARK_CATEGORIES, id, page);
  linkRows(request, reply, found, page.limit);
  return statusesJSON(
    state,
    request,
    found.map((f) => f.member),
  );
}

async function addCategoryStatuses(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:bookmarks');
  const { status_ids } = parseCollectionStatusesBody(request.body);
  await addToCategory(state.db, viewer, idParam(request), status_ids);
  return {};
}

/** status_ids may come in the body or the query. */
async function removeCategoryStatuses(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:bookmarks');
  const ids = [
    ...parseCollectionStatusesBody(request.body).status_ids,
    ...parseCollectionStatusesBody(request.query).status_ids,
  ];
  const id = idParam(request);
  await ownCollection(state.db, BOOKMARK_CATEGORIES, viewer, id);
  await removeMembers(state.db, BOOKMARK_CATEGORIES, id, ids);
  return {};
}

async function categoriesOfStatus(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'read:bookmarks');
  return collectionsHolding(state.db, BOOKMARK_CATEGORIES, viewer, idParam(request));
}

export function registerBookmarkCategories(app: FastifyInstance, state: ServerState): void {
  const base = '/api/v1/bookmark_categories';
  const on = withState(state);
  registerCollectionRoutes(app, state, {
    base,
    kind: BOOKMARK_CATEGORIES,
    readScope: 'read:bookmarks',
    writeScope: 'write:bookmarks',
  });
  app.get(`${base}/:id/statuses`, on(listCategoryStatuses));
  app.post(`${base}/:id/statuses`, on(addCategoryStatuses));
  app.delete(`${base}/:id/statuses`, on(removeCategoryStatuses));
  app.get('/api/v1/statuses/:id/bookmark_categories', on(categoriesOfStatus));
}
