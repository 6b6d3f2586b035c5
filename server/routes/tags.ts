/** Hashtags: a tag with its week of use, following and featuring it, featured tags. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { notFound, validationFailed } from '../http/errors';
import { linkRows, pageFrom } from '../http/pagination';
import { asParams, optString } from '../http/params';
import { parseFeaturedTagBody } from '../requests/tags';
import { contextFor } from '../serializers/context';
import { featuredTagJSON, hasTagFeaturing, tagsJSON } from '../serializers/tags';
import { accountRowsByIds } from '../services/accountRows';
import {
  featuredTagRows,
  featuredTagSuggestions,
  featureTag,
  followedTags,
  followTag,
  tagNameOf,
  unfeatureTag,
  unfollowTag,
} from '../services/tags';
import type { ServerState } from '../state';
import { idParam, withState } from './helpers';

/** Mastodon's followed_tags page: 100 by default, at most 200. */
const FOLLOWED_TAGS_LIMIT = { fallback: 100, max: 200 };

function tagParam(request: FastifyRequest): string {
  const name = tagNameOf(optString(asParams(request.params), 'name') ?? '');
  if (!name) throw notFound();
  return name;
}

/** One tag as the reader sees it; `featuring` only where the server has tag featuring. */
async function oneTag(state: ServerState, request: FastifyRequest, name: string) {
  const ctx = await contextFor(state.db, request);
  const [json] = await tagsJSON(ctx, [name], hasTagFeaturing(state));
  return json;
}

async function showTag(state: ServerState, request: FastifyRequest) {
  return oneTag(state, request, tagParam(request));
}

async function followOne(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:follows');
  const name = tagParam(request);
  await followTag(state.db, viewer, name);
  return oneTag(state, request, name);
}

async function unfollowOne(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:follows');
  const name = tagParam(request);
  await unfollowTag(state.db, viewer, name);
  return oneTag(state, request, name);
}

/** Mastodon 4.4: featuring twice is no error; past the limit is. */
async function featureOne(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:accounts');
  const name = tagParam(request);
  const result = await featureTag(state.db, viewer, name);
  if (!result.ok && result.reason === 'limit') throw limitReached();
  return oneTag(state, request, name);
}

async function unfeatureOne(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:accounts');
  const name = tagParam(request);
  await unfeatureTag(state.db, viewer, { name });
  return oneTag(state, request, name);
}

async function listFollowedTags(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const viewer = requireUser(request, 'read:follows');
  const page = pageFrom(
    asParams(request.query),
    FOLLOWED_TAGS_LIMIT.fallback,
    FOLLOWED_TAGS_LIMIT.max,
  );
  const found = await followedTags(state.db, viewer, page);
  linkRows(request, reply, found, page.limit);
  const ctx = await contextFor(state.db, request);
  return tagsJSON(
    ctx,
    found.map((f) => f.name),
    hasTagFeaturing(state),
  );
}

const limitReached = () =>
  validationFailed('You have already featured the maximum number of hashtags');

async function featuredTagsOf(state: ServerState, request: FastifyRequest, accountId: string) {
  const account = (await accountRowsByIds(state.db, [accountId])).get(accountId);
  if (!account) throw notFound();
  const ctx = await contextFor(state.db, request);
  const found = await featuredTagRows(state.db, accountId);
  return found.map((row) => featuredTagJSON(ctx.origin, account.username, row));
}

async function listOwnFeaturedTags(state: ServerState, request: FastifyRequest) {
  return featuredTagsOf(state, request, requireUser(request, 'read:accounts'));
}

async function listAccountFeaturedTags(state: ServerState, request: FastifyRequest) {
  return featuredTagsOf(state, request, idParam(request));
}

async function createFeaturedTag(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:accounts');
  const name = tagNameOf(parseFeaturedTagBody(request.body).name);
  if (!name) throw validationFailed('Name is invalid');
  const result = await featureTag(state.db, viewer, name);
  if (!result.ok)
    throw result.reason === 'limit'
      ? limitReached()
      : validationFailed('Tag has already been taken');
  const [row] = await featuredTagRows(state.db, viewer, result.id);
  const account = (await accountRowsByIds(state.db, [viewer])).get(viewer);
  if (!row || !account) throw notFound();
  return featuredTagJSON((await contextFor(state.db, request)).origin, account.username, row);
}

/** Tags the reader used most and does not feature yet, as Tag entities. */
async function suggestFeaturedTags(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'read:accounts');
  const names = await featuredTagSuggestions(state.db, viewer);
  return tagsJSON(await contextFor(state.db, request), names, hasTagFeaturing(state));
}

async function deleteFeaturedTag(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:accounts');
  if (!(await unfeatureTag(state.db, viewer, { id: idParam(request) }))) throw notFound();
  return {};
}

export function registerTags(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v1/tags/:name', on(showTag));
  app.post('/api/v1/tags/:name/follow', on(followOne));
  app.post('/api/v1/tags/:name/unfollow', on(unfollowOne));
  app.post('/api/v1/tags/:name/feature', on(featureOne));
  app.post('/api/v1/tags/:name/unfeature', on(unfeatureOne));
  app.get('/api/v1/followed_tags', on(listFollowedTags));
  app.get('/api/v1/featured_tags', on(listOwnFeaturedTags));
  app.post('/api/v1/featured_tags', on(createFeaturedTag));
  app.delete('/api/v1/featured_tags/:id', on(deleteFeaturedTag));
  app.get('/api/v1/featured_tags/suggestions', on(suggestFeaturedTags));
  app.get('/api/v1/accounts/:id/featured_tags', on(listAccountFeaturedTags));
}
