/** Trending hashtags, posts and links, computed from the sandbox's own recent public posts. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { viewerOf } from '../auth';
import { offsetWindow, setOffsetLinks } from '../http/offsetPaging';
import { contextFor } from '../serializers/context';
import { hasTagFeaturing, tagsJSON, trendsLinksJSON } from '../serializers/tags';
import { trendingCardIds, trendingStatusIds, trendingTagNames } from '../services/trends';
import type { ServerState } from '../state';
import { statusesJSON, withState } from './helpers';

/** Mastodon's limits: tags and links 10 (at most 20), statuses 20 (at most 40). */
const LIMITS = {
  tags: { fallback: 10, max: 20 },
  links: { fallback: 10, max: 20 },
  statuses: { fallback: 20, max: 40 },
};

async function trendingTags(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const window = offsetWindow(request, LIMITS.tags.fallback, LIMITS.tags.max);
  const names = await trendingTagNames(state.db, window);
  setOffsetLinks(request, reply, window, names.length);
  return tagsJSON(await contextFor(state.db, request), names, hasTagFeaturing(state));
}

async function trendingStatuses(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const window = offsetWindow(request, LIMITS.statuses.fallback, LIMITS.statuses.max);
  const ids = await trendingStatusIds(state.db, viewerOf(request), window);
  setOffsetLinks(request, reply, window, ids.length);
  return statusesJSON(state, request, ids);
}

async function trendingLinks(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const window = offsetWindow(request, LIMITS.links.fallback, LIMITS.links.max);
  const ids = await trendingCardIds(state.db, window);
  setOffsetLinks(request, reply, window, ids.length);
  return trendsLinksJSON(await contextFor(state.db, request), ids);
}

export function registerTrends(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v1/trends', on(trendingTags));
  app.get('/api/v1/trends/tags', on(trendingTags));
  app.get('/api/v1/trends/statuses', on(trendingStatuses));
  app.get('/api/v1/trends/links', on(trendingLinks));
}
