/** Follow requests, domain blocks and the profile directory. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT } from '../config';
import { linkRows, pageFrom } from '../http/pagination';
import { asParams, limitParam, optBool, optInt, optString } from '../http/params';
import { parseDomainBlockBody } from '../requests/misc';
import { DIRECTORY_ORDERS, type ApiDirectoryOrder } from '../../src/api/types';
import { directoryPage } from '../services/directory';
import { blockDomain, domainBlockPage, unblockDomain } from '../services/domainBlocks';
import { relationships } from '../services/follows';
import { answerFollowRequest, followRequestPage } from '../services/followRequests';
import type { ServerState } from '../state';
import { accountsJSON, idParam, withState } from './helpers';

/** Mastodon's limits for domain blocks: 100 a page, 200 at most. */
const DOMAIN_BLOCKS_DEFAULT_LIMIT = 100;
const DOMAIN_BLOCKS_MAX_LIMIT = 200;

async function listFollowRequests(
  state: ServerState,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const viewer = requireUser(request, 'read:follows');
  const page = pageFrom(asParams(request.query), ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT);
  const found = await followRequestPage(state.db, viewer, page);
  linkRows(request, reply, found, page.limit);
  return accountsJSON(
    state,
    request,
    found.map((f) => f.account_id),
  );
}

const answer = (authorize: boolean) => async (state: ServerState, request: FastifyRequest) => {
  const viewer = requireUser(request, 'write:follows');
  const requesterId = idParam(request);
  await answerFollowRequest(state.db, state.hub, viewer, requesterId, authorize);
  return (await relationships(state.db, viewer, [requesterId]))[0];
};

async function listDomainBlocks(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const viewer = requireUser(request, 'read:blocks');
  const query = asParams(request.query);
  const page = pageFrom(query, DOMAIN_BLOCKS_DEFAULT_LIMIT, DOMAIN_BLOCKS_MAX_LIMIT);
  const found = await domainBlockPage(state.db, viewer, page);
  linkRows(request, reply, found, page.limit);
  return found.map((f) => f.domain);
}

async function addDomainBlock(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:blocks');
  await blockDomain(state.db, viewer, parseDomainBlockBody(request.body, request.query).domain);
  return {};
}

async function removeDomainBlock(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:blocks');
  await unblockDomain(state.db, viewer, parseDomainBlockBody(request.body, request.query).domain);
  return {};
}

async function listDirectory(state: ServerState, request: FastifyRequest) {
  const query = asParams(request.query);
  const order = optString(query, 'order');
  const ids = await directoryPage(state.db, {
    order: DIRECTORY_ORDERS.find((o) => o === order) ?? ('active' satisfies ApiDirectoryOrder),
    local: optBool(query, 'local') ?? false,
    offset: Math.max(0, optInt(query, 'offset') ?? 0),
    limit: limitParam(query, ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT),
  });
  return accountsJSON(state, request, ids);
}

export function registerAccountLists(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v1/follow_requests', on(listFollowRequests));
  app.post('/api/v1/follow_requests/:id/authorize', on(answer(true)));
  app.post('/api/v1/follow_requests/:id/reject', on(answer(false)));
  app.get('/api/v1/domain_blocks', on(listDomainBlocks));
  app.post('/api/v1/domain_blocks', on(addDomainBlock));
  app.delete('/api/v1/domain_blocks', on(removeDomainBlock));
  app.get('/api/v1/directory', on(listDirectory));
}
