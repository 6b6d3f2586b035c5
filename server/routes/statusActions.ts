/** Favourite, boost, bookmark and pin; who favourited or boosted; the reader's favourites. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser, viewerOf } from '../auth';
import { hostOf } from '../http/origin';
import {
  ACCOUNTS_DEFAULT_LIMIT,
  ACCOUNTS_MAX_LIMIT,
  TIMELINE_DEFAULT_LIMIT,
  TIMELINE_MAX_LIMIT,
} from '../config';
import { notFound } from '../http/errors';
import { linkRows, pageFrom } from '../http/pagination';
import { asParams } from '../http/params';
import { parseReblogBody } from '../requests/misc';
import { favourite, mark, reblog, unfavourite, unreblog } from '../services/interactions';
import { actorPage, markedStatusPage } from '../services/listings';
import { canView } from '../services/visibility';
import type { ServerState } from '../state';
import { accountsJSON, idParam, statusesJSON, statusJSON, withState } from './helpers';

type Action = (
  state: ServerState,
  viewer: string,
  id: string,
  request: FastifyRequest,
) => Promise<string>;

/** Runs an action on the status in the path and answers with the status it changed. */
const statusAction =
  (scope: string, run: Action) => async (state: ServerState, request: FastifyRequest) => {
    const viewer = requireUser(request, scope);
    return statusJSON(state, request, await run(state, viewer, idParam(request), request));
  };

const favouriteStatus = statusAction('write:favourites', (s, viewer, id) =>
  favourite(s.db, s.hub, viewer, id),
);
const unfavouriteStatus = statusAction('write:favourites', (s, viewer, id) =>
  unfavourite(s.db, viewer, id),
);
const reblogStatus = statusAction('write:statuses', (s, viewer, id, request) =>
  reblog(s.db, s.hub, viewer, id, {
    visibility: parseReblogBody(request.body).visibility || undefined,
    localHost: hostOf(request),
  }),
);
const unreblogStatus = statusAction('write:statuses', (s, viewer, id) =>
  unreblog(s.db, s.hub, viewer, id),
);
const toggle = (table: 'bookmarks' | 'status_pins', on: boolean, scope: string) =>
  statusAction(scope, (s, viewer, id) => mark(s.db, table, viewer, id, on));

/** Who favourited or boosted a status, paginated by the favourite's or boost's id. */
const actors =
  (action: 'favourited_by' | 'reblogged_by') =>
  async (state: ServerState, request: FastifyRequest, reply: FastifyReply) => {
    const id = idParam(request);
    if (!(await canView(state.db, id, viewerOf(request)))) throw notFound();
    const page = pageFrom(asParams(request.query), ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT);
    const found = await actorPage(state.db, id, action, page);
    linkRows(request, reply, found, page.limit);
    return accountsJSON(
      state,
      request,
      found.map((f) => f.account_id),
    );
  };

/** The reader's favourites and bookmarks, paginated by when they were made. */
export const markedStatuses =
  (kind: 'favourites' | 'bookmarks' | 'emoji_reactions', scope: string) =>
  async (state: ServerState, request: FastifyRequest, reply: FastifyReply) => {
    const viewer = requireUser(request, scope);
    const page = pageFrom(asParams(request.query), TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT);
    const found = await markedStatusPage(state.db, viewer, kind, page);
    linkRows(request, reply, found, page.limit);
    return statusesJSON(
      state,
      request,
      found.map((f) => f.status_id),
    );
  };

export function registerStatusActions(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  const path = (name: string) => `/api/v1/statuses/:id/${name}`;
  app.post(path('favourite'), on(favouriteStatus));
  app.post(path('unfavourite'), on(unfavouriteStatus));
  app.post(path('reblog'), on(reblogStatus));
  app.post(path('unreblog'), on(unreblogStatus));
  app.post(path('bookmark'), on(toggle('bookmarks', true, 'write:bookmarks')));
  app.post(path('unbookmark'), on(toggle('bookmarks', false, 'write:bookmarks')));
  app.post(path('pin'), on(toggle('status_pins', true, 'write:accounts')));
  app.post(path('unpin'), on(toggle('status_pins', false, 'write:accounts')));
  app.get(path('favourited_by'), on(actors('favourited_by')));
  app.get(path('reblogged_by'), on(actors('reblogged_by')));
  app.get('/api/v1/favourites', on(markedStatuses('favourites', 'read:favourites')));
  app.get('/api/v1/bookmarks', on(markedStatuses('bookmarks', 'read:bookmarks')));
}
