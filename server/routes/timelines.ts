import type { FastifyInstance } from 'fastify';
import { requireUser, viewerOf } from '../auth';
import { TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT } from '../config';
import { pageFrom } from '../http/pagination';
import { asParams, optBool, optString, stringList, type Params } from '../http/params';
import { notFound } from '../http/errors';
import { cardIdByUrl } from '../services/statusExtraRows';
import {
  homeTimeline,
  linkTimeline,
  publicTimeline,
  tagTimeline,
  type PublicOptions,
} from '../services/timelines';
import type { ServerState } from '../state';
import { statusPage } from './helpers';

function publicOptions(query: Params): PublicOptions {
  return {
    local: optBool(query, 'local') ?? false,
    remote: optBool(query, 'remote') ?? false,
    onlyMedia: optBool(query, 'only_media') ?? false,
  };
}

export function registerTimelines(app: FastifyInstance, state: ServerState): void {
  const { db } = state;
  const page = (query: Params) => pageFrom(query, TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT);

  app.get('/api/v1/timelines/home', async (request, reply) => {
    const viewer = requireUser(request, 'read:statuses');
    const ids = await homeTimeline(db, viewer, page(asParams(request.query)));
    return statusPage(state, request, reply, ids);
  });

  app.get('/api/v1/timelines/public', async (request, reply) => {
    const query = asParams(request.query);
    const ids = await publicTimeline(db, viewerOf(request), publicOptions(query), page(query));
    return statusPage(state, request, reply, ids);
  });

  app.get('/api/v1/timelines/tag/:tag', async (request, reply) => {
    const query = asParams(request.query);
    const tag = optString(asParams(request.params), 'tag') ?? '';
    const ids = await tagTimeline(
      db,
      viewerOf(request),
      {
        tag,
        any: stringList(query, 'any'),
        all: stringList(query, 'all'),
        none: stringList(query, 'none'),
      },
      publicOptions(query),
      page(query),
    );
    return statusPage(state, request, reply, ids);
  });
  // Mastodon 4.3: the posts sharing one link; a link no post has shown is not found.
  app.get('/api/v1/timelines/link', async (request, reply) => {
    const query = asParams(request.query);
    const cardId = await cardIdByUrl(db, optString(query, 'url') ?? '');
    if (!cardId) throw notFound();
    const ids = await linkTimeline(db, viewerOf(request), cardId, page(query));
    return statusPage(state, request, reply, ids);
  });
}
