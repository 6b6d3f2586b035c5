/**
 * What a reader keeps about an account beyond following it: private notes, endorsements
 * (pin/unpin and the lists of them), removing a follower, and familiar followers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiFamiliarFollowersJSON } from '../../src/api/types';
import { requireUser } from '../auth';
import { ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT } from '../config';
import { notFound } from '../http/errors';
import { linkRows, pageFrom } from '../http/pagination';
import { asParams, optInt, stringList } from '../http/params';
import { isId } from '../ids';
import { parseAccountNoteBody } from '../requests/misc';
import { accountsInOrder } from '../serializers/accounts';
import { contextFor } from '../serializers/context';
import { setAccountNote } from '../services/accountNotes';
import { endorse, endorsementPage, unendorse } from '../services/endorsements';
import { familiarFollowers, relationships, removeFromFollowers } from '../services/follows';
import { accountExists } from '../services/listings';
import type { ServerState } from '../state';
import { accountsJSON, idParam, withState, type Handler } from './helpers';

/** `limit=0` asks for every endorsement at once (Mastodon's endorsements). */
const ALL_ENDORSEMENTS = 10_000;

async function relationshipTo(state: ServerState, viewerId: string, targetId: string) {
  const [found] = await relationships(state.db, viewerId, [targetId]);
  if (!found) throw notFound();
  return found;
}

async function writeNote(state: ServerState, request: FastifyRequest) {
  const viewerId = requireUser(request, 'write:accounts');
  const targetId = idParam(request);
  const { comment } = parseAccountNoteBody(request.body);
  await setAccountNote(state.db, viewerId, targetId, comment ?? '');
  return relationshipTo(state, viewerId, targetId);
}

const pinAccount =
  (pinned: boolean): Handler =>
  async (state, request) => {
    const viewerId = requireUser(request, 'write:accounts');
    const targetId = idParam(request);
    await (pinned ? endorse : unendorse)(state.db, viewerId, targetId);
    return relationshipTo(state, viewerId, targetId);
  };

async function removeFollower(state: ServerState, request: FastifyRequest) {
  const viewerId = requireUser(request, 'write:follows');
  const followerId = idParam(request);
  await removeFromFollowers(state.db, viewerId, followerId);
  return relationshipTo(state, viewerId, followerId);
}

/** A page of someone's endorsements with Link paging; limit=0 is all of them. */
async function endorsementsOf(
  state: ServerState,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
) {
  const query = asParams(request.query);
  const all = optInt(query, 'limit') === 0;
  const page = all
    ? { limit: ALL_ENDORSEMENTS }
    : pageFrom(query, ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT);
  const found = await endorsementPage(state.db, accountId, page);
  if (!all) linkRows(request, reply, found, page.limit);
  return accountsJSON(
    state,
    request,
    found.map((f) => f.account_id),
  );
}

async function ownEndorsements(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const viewerId = requireUser(request, 'read:accounts');
  return endorsementsOf(state, request, reply, viewerId);
}

async function accountEndorsements(
  state: ServerState,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const accountId = idParam(request);
  if (!(await accountExists(state.db, accountId))) throw notFound();
  return endorsementsOf(state, request, reply, accountId);
}

async function listFamiliarFollowers(
  state: ServerState,
  request: FastifyRequest,
): Promise<ApiFamiliarFollowersJSON[]> {
  const viewerId = requireUser(request, 'read:follows');
  const ids = [...new Set(stringList(asParams(request.query), 'id').filter(isId))];
  const byAccount = await familiarFollowers(state.db, viewerId, ids);
  const ctx = await contextFor(state.db, request);
  return Promise.all(
    ids.map(async (id) => ({ id, accounts: await accountsInOrder(ctx, byAccount.get(id) ?? []) })),
  );
}

export function registerAccountRelations(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.post('/api/v1/accounts/:id/note', on(writeNote));
  app.post('/api/v1/accounts/:id/pin', on(pinAccount(true)));
  app.post('/api/v1/accounts/:id/unpin', on(pinAccount(false)));
  app.post('/api/v1/accounts/:id/remove_from_followers', on(removeFollower));
  app.get('/api/v1/endorsements', on(ownEndorsements));
  app.get('/api/v1/accounts/:id/endorsements', on(accountEndorsements));
  app.get('/api/v1/accounts/familiar_followers', on(listFamiliarFollowers));
}
