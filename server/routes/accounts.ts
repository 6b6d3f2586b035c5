import { hostOf } from '../http/origin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser, viewerOf } from '../auth';
import {
  ACCOUNTS_DEFAULT_LIMIT,
  ACCOUNTS_MAX_LIMIT,
  TIMELINE_DEFAULT_LIMIT,
  TIMELINE_MAX_LIMIT,
} from '../config';
import { notFound } from '../http/errors';
import { linkRows, pageFrom } from '../http/pagination';
import { asParams, optBool, optString, stringList } from '../http/params';
import { isId } from '../ids';
import { parseFollowBody } from '../requests/misc';
import { credentialAccountJSON, loadAccount } from '../serializers/accounts';
import { contextFor } from '../serializers/context';
import { follow, relationships, unfollow } from '../services/follows';
import { accountExists, collectionsHidden, followPage } from '../services/listings';
import { accountTimeline } from '../services/timelines';
import { findAccountIdByUsername, hidesCollections } from '../services/accountRows';
import type { ServerState } from '../state';
import { accountsJSON, idParam, statusPage, withState } from './helpers';

async function verifyCredentials(state: ServerState, request: FastifyRequest) {
  const accountId = requireUser(request, 'read:accounts');
  const json = await credentialAccountJSON(await contextFor(state.db, request), accountId);
  if (!json) throw notFound();
  return json;
}

async function lookupAccount(state: ServerState, request: FastifyRequest) {
  const acct = (optString(asParams(request.query), 'acct') ?? '').replace(/^@/, '');
  const [username, domain] = acct.split('@');
  if (!username || (domain && domain.toLowerCase() !== hostOf(request).toLowerCase()))
    throw notFound();
  const id = await findAccountIdByUsername(state.db, username);
  const json = id ? await loadAccount(await contextFor(state.db, request), id) : null;
  if (!json) throw notFound();
  return json;
}

async function listRelationships(state: ServerState, request: FastifyRequest) {
  const viewerId = requireUser(request, 'read:follows');
  const ids = stringList(asParams(request.query), 'id').filter(isId);
  return relationships(state.db, viewerId, ids);
}

async function showAccount(state: ServerState, request: FastifyRequest) {
  const json = await loadAccount(await contextFor(state.db, request), idParam(request));
  if (!json) throw notFound();
  return json;
}

async function knownAccountId(state: ServerState, request: FastifyRequest): Promise<string> {
  const accountId = idParam(request);
  if (!(await accountExists(state.db, accountId))) throw notFound();
  return accountId;
}

async function accountStatuses(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const accountId = await knownAccountId(state, request);
  const query = asParams(request.query);
  const page = pageFrom(query, TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT);
  const filters = {
    pinned: optBool(query, 'pinned') ?? false,
    onlyMedia: optBool(query, 'only_media') ?? false,
    excludeReplies: optBool(query, 'exclude_replies') ?? false,
    excludeReblogs: optBool(query, 'exclude_reblogs') ?? false,
    tagged: optString(query, 'tagged') ?? null,
  };
  const ids = await accountTimeline(state.db, viewerOf(request), accountId, filters, page);
  return statusPage(state, request, reply, ids, ids.length === page.limit);
}

const followList =
  (direction: 'followers' | 'following') =>
  async (state: ServerState, request: FastifyRequest, reply: FastifyReply) => {
    const accountId = await knownAccountId(state, request);
    // hide_collections: only the owner sees the lists (Mastodon answers others with none).
    if (viewerOf(request) !== accountId && (await hidesCollections(state.db, accountId))) return [];
    const page = pageFrom(asParams(request.query), ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT);
    // kmyblue's hide_network: an empty list for anyone but the account itself.
    const hidden =
      viewerOf(request) !== accountId && (await collectionsHidden(state.db, accountId));
    const found = hidden ? [] : await followPage(state.db, accountId, direction, page);
    linkRows(request, reply, found, page.limit);
    return accountsJSON(
      state,
      request,
      found.map((f) => f.account_id),
    );
  };
const listFollowers = followList('followers');
const listFollowing = followList('following');

async function followAccount(state: ServerState, request: FastifyRequest) {
  const viewerId = requireUser(request, 'write:follows');
  const targetId = idParam(request);
  const { reblogs, notify, languages } = parseFollowBody(request.body);
  await follow(state.db, state.hub, viewerId, targetId, { reblogs, notify, languages });
  return (await relationships(state.db, viewerId, [targetId]))[0];
}

async function unfollowAccount(state: ServerState, request: FastifyRequest) {
  const viewerId = requireUser(request, 'write:follows');
  const targetId = idParam(request);
  await unfollow(state.db, viewerId, targetId);
  return (await relationships(state.db, viewerId, [targetId]))[0];
}

export function registerAccounts(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v1/accounts/verify_credentials', on(verifyCredentials));
  app.get('/api/v1/accounts/lookup', on(lookupAccount));
  app.get('/api/v1/accounts/relationships', on(listRelationships));
  app.get('/api/v1/accounts/:id', on(showAccount));
  app.get('/api/v1/accounts/:id/statuses', on(accountStatuses));
  app.get('/api/v1/accounts/:id/followers', on(listFollowers));
  app.get('/api/v1/accounts/:id/following', on(listFollowing));
  app.post('/api/v1/accounts/:id/follow', on(followAccount));
  app.post('/api/v1/accounts/:id/unfollow', on(unfollowAccount));
}
