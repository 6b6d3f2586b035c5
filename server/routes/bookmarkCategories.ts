/** kmyblue's /api/v1/bookmark_categories and the categories of a status. */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import { TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT } from '../config';
import { rows } from '../db/database';
import { pageFrom, pagedRows } from '../http/pagination';
import { asParams, optString, stringList } from '../http/params';
import { isId } from '../ids';
import { contextFor } from '../serializers/context';
import { serializeStatuses } from '../serializers/statuses';
import {
  addToCategory,
  categoriesOf,
  createCategory,
  listCategories,
  ownCategory,
  removeFromCategory,
  renameCategory,
} from '../services/bookmarkCategories';
import type { ServerState } from '../state';
import { idParam } from './helpers';

export function registerBookmarkCategories(app: FastifyInstance, state: ServerState): void {
  const { db } = state;
  const base = '/api/v1/bookmark_categories';

  app.get(base, async (request) => listCategories(db, requireUser(request, 'read:bookmarks')));

  app.post(base, async (request) =>
    createCategory(
      db,
      requireUser(request, 'write:bookmarks'),
      optString(asParams(request.body), 'title'),
    ),
  );

  app.get(`${base}/:id`, async (request) =>
    ownCategory(db, requireUser(request, 'read:bookmarks'), idParam(request)),
  );

  app.put(`${base}/:id`, async (request) =>
    renameCategory(
      db,
      requireUser(request, 'write:bookmarks'),
      idParam(request),
      optString(asParams(request.body), 'title'),
    ),
  );

  app.delete(`${base}/:id`, async (request) => {
    const viewer = requireUser(request, 'write:bookmarks');
    const id = idParam(request);
    await ownCategory(db, viewer, id);
    await db.query('delete from bookmark_categories where id = $1', [id]);
    return {};
  });

  app.get(`${base}/:id/statuses`, async (request, reply) => {
    const viewer = requireUser(request, 'read:bookmarks');
    const id = idParam(request);
    await ownCategory(db, viewer, id);
    const page = pageFrom(asParams(request.query), TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT);
    const params: unknown[] = [id];
    const found = await pagedRows(request, reply, page, params, 'x.id', (paging) =>
      rows<{ id: string; status_id: string }>(
        db,
        `select x.id, x.status_id from bookmark_category_statuses x
         where x.category_id = $1 and ${paging.where} order by ${paging.order} ${paging.limit}`,
        params,
      ),
    );
    return serializeStatuses(
      await contextFor(db, request),
      found.map((f) => f.status_id),
    );
  });

  const statusIds = (body: unknown) => stringList(asParams(body), 'status_ids').filter(isId);

  app.post(`${base}/:id/statuses`, async (request) => {
    const viewer = requireUser(request, 'write:bookmarks');
    await addToCategory(db, viewer, idParam(request), statusIds(request.body));
    return {};
  });

  app.delete(`${base}/:id/statuses`, async (request) => {
    const viewer = requireUser(request, 'write:bookmarks');
    const ids = [...statusIds(request.body), ...statusIds(request.query)];
    await removeFromCategory(db, viewer, idParam(request), ids);
    return {};
  });

  app.get('/api/v1/statuses/:id/bookmark_categories', async (request) =>
    categoriesOf(db, requireUser(request, 'read:bookmarks'), idParam(request)),
  );
}
