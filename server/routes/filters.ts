/** Filters v2 (Mastodon's /api/v2/filters). */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import { rows } from '../db/database';
import { notFound } from '../http/errors';
import { asParams, optBool, optInt, optString, stringList, type Params } from '../http/params';
import {
  addFilterStatus,
  createFilter,
  listFilters,
  ownFilter,
  updateFilter,
  type FilterInput,
  type KeywordInput,
} from '../services/filters';
import type { ServerState } from '../state';
import { idParam } from './helpers';

/** keywords_attributes as a JSON list or Rails' indexed form fields ({"0": {...}}). */
function keywordsOf(body: Params): KeywordInput[] {
  const raw = body.keywords_attributes;
  const items = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : [];
  return items.map((item) => {
    const k = asParams(item);
    return {
      id: optString(k, 'id'),
      keyword: optString(k, 'keyword'),
      wholeWord: optBool(k, 'whole_word'),
      destroy: optBool(k, '_destroy') ?? false,
    };
  });
}

function filterInput(body: Params): FilterInput {
  const expires = body.expires_in;
  return {
    title: optString(body, 'title'),
    context:
      body.context === undefined && body['context[]'] === undefined
        ? undefined
        : stringList(body, 'context'),
    action: optString(body, 'filter_action'),
    expiresIn:
      expires === undefined
        ? undefined
        : expires === null || expires === ''
          ? null
          : (optInt(body, 'expires_in') ?? null),
    keywords: keywordsOf(body),
  };
}

export function registerFilters(app: FastifyInstance, state: ServerState): void {
  const { db } = state;

  const one = async (viewer: string, id: string) => {
    const [json] = await listFilters(db, viewer, id);
    if (!json) throw notFound();
    return json;
  };

  app.get('/api/v2/filters', async (request) => {
    const viewer = requireUser(request, 'read:filters');
    return listFilters(db, viewer);
  });

  app.post('/api/v2/filters', async (request) => {
    const viewer = requireUser(request, 'write:filters');
    const id = await createFilter(db, viewer, filterInput(asParams(request.body)));
    return one(viewer, id);
  });

  app.get('/api/v2/filters/:id', async (request) => {
    const viewer = requireUser(request, 'read:filters');
    return one(viewer, idParam(request));
  });

  app.put('/api/v2/filters/:id', async (request) => {
    const viewer = requireUser(request, 'write:filters');
    const id = idParam(request);
    await updateFilter(db, viewer, id, filterInput(asParams(request.body)));
    return one(viewer, id);
  });

  app.delete('/api/v2/filters/:id', async (request) => {
    const viewer = requireUser(request, 'write:filters');
    const id = idParam(request);
    await ownFilter(db, viewer, id);
    await db.query('delete from filters where id = $1', [id]);
    return {};
  });

  app.get('/api/v2/filters/:id/statuses', async (request) => {
    const viewer = requireUser(request, 'read:filters');
    return (await one(viewer, idParam(request))).statuses ?? [];
  });

  app.post('/api/v2/filters/:id/statuses', async (request) => {
    const viewer = requireUser(request, 'write:filters');
    const statusId = optString(asParams(request.body), 'status_id') ?? '';
    if (!/^\d+$/.test(statusId)) throw notFound();
    return addFilterStatus(db, viewer, idParam(request), statusId);
  });

  app.delete('/api/v2/filters/statuses/:id', async (request) => {
    const viewer = requireUser(request, 'write:filters');
    const deleted = await rows(
      db,
      `delete from filter_statuses fs using filters f
       where fs.id = $1 and f.id = fs.filter_id and f.account_id = $2 returning fs.id`,
      [idParam(request), viewer],
    );
    if (!deleted.length) throw notFound();
    return {};
  });

  app.get('/api/v2/filters/:id/keywords', async (request) => {
    const viewer = requireUser(request, 'read:filters');
    return (await one(viewer, idParam(request))).keywords ?? [];
  });
}
