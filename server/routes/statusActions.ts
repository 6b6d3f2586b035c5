import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser, viewerOf } from '../auth';
import {
  ACCOUNTS_DEFAULT_LIMIT,
  ACCOUNTS_MAX_LIMIT,
  TIMELINE_DEFAULT_LIMIT,
  TIMELINE_MAX_LIMIT,
} from '../config';
import { rows } from '../db/database';
import { notFound } from '../http/errors';
import { pageFrom, pagedRows } from '../http/pagination';
import { asParams, optString } from '../http/params';
import { accountsInOrder } from '../serializers/accounts';
import { contextFor } from '../serializers/context';
import { serializeStatus, serializeStatuses } from '../serializers/statuses';
import { favourite, mark, reblog, unfavourite, unreblog } from '../services/interactions';
import { canView } from '../services/visibility';
import type { ServerState } from '../state';
import { idParam } from './helpers';

export function registerStatusActions(app: FastifyInstance, state: ServerState): void {
  const { db, hub } = state;

  const respond = async (request: FastifyRequest, id: string) => {
    const json = await serializeStatus(await contextFor(db, request), id);
    if (!json) throw notFound();
    return json;
  };

  const actions: [
    string,
    string,
    (viewer: string, id: string, request: FastifyRequest) => Promise<string>,
  ][] = [
    ['favourite', 'write:favourites', (viewer, id) => favourite(db, hub, viewer, id)],
    ['unfavourite', 'write:favourites', (viewer, id) => unfavourite(db, viewer, id)],
    [
      'reblog',
      'write:statuses',
      (viewer, id, request) =>
        reblog(db, hub, viewer, id, {
          visibility: optString(asParams(request.body), 'visibility') || undefined,
        }),
    ],
    ['unreblog', 'write:statuses', (viewer, id) => unreblog(db, hub, viewer, id)],
    ['bookmark', 'write:bookmarks', (viewer, id) => mark(db, 'bookmarks', viewer, id, true)],
    ['unbookmark', 'write:bookmarks', (viewer, id) => mark(db, 'bookmarks', viewer, id, false)],
    ['pin', 'write:accounts', (viewer, id) => mark(db, 'status_pins', viewer, id, true)],
    ['unpin', 'write:accounts', (viewer, id) => mark(db, 'status_pins', viewer, id, false)],
  ];
  for (const [name, scope, run] of actions) {
    app.post(`/api/v1/statuses/:id/${name}`, async (request) => {
      const viewer = requireUser(request, scope);
      return respond(request, await run(viewer, idParam(request), request));
    });
  }

  /** Who favourited or boosted a status, paginated by the favourite's or boost's id. */
  const whoDid = (sql: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const id = idParam(request);
    if (!(await canView(db, id, viewerOf(request)))) throw notFound();
    const page = pageFrom(asParams(request.query), ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT);
    const params: unknown[] = [id];
    const found = await pagedRows(request, reply, page, params, 'x.id', (paging) =>
      rows<{ id: string; account_id: string }>(
        db,
        `select x.id, x.account_id from ${sql} and ${paging.where} order by ${paging.order} ${paging.limit}`,
        params,
      ),
    );
    return accountsInOrder(
      await contextFor(db, request),
      found.map((f) => f.account_id),
    );
  };
  app.get('/api/v1/statuses/:id/favourited_by', whoDid('favourites x where x.status_id = $1'));
  app.get('/api/v1/statuses/:id/reblogged_by', whoDid('statuses x where x.reblog_of_id = $1'));

  /** The reader's favourites and bookmarks, paginated by when they were made. */
  for (const [path, table, scope] of [
    ['favourites', 'favourites', 'read:favourites'],
    ['bookmarks', 'bookmarks', 'read:bookmarks'],
  ] as const) {
    app.get(`/api/v1/${path}`, async (request, reply) => {
      const viewer = requireUser(request, scope);
      const page = pageFrom(asParams(request.query), TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT);
      const params: unknown[] = [viewer];
      const found = await pagedRows(request, reply, page, params, 'x.id', (paging) =>
        rows<{ id: string; status_id: string }>(
          db,
          `select x.id, x.status_id from ${table} x where x.account_id = $1 and ${paging.where} order by ${paging.order} ${paging.limit}`,
          params,
        ),
      );
      return serializeStatuses(
        await contextFor(db, request),
        found.map((f) => f.status_id),
      );
    });
  }
}
