/** kmyblue's circles: an author's named audiences for limited posts. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { addCircleAccounts, CIRCLES, circleStatusIds } from '../services/circles';
import { ownCollection, removeMembers } from '../services/ownedCollections';
import type { ServerState } from '../state';
import { accountIdsOf, memberAccounts, registerCollectionRoutes } from './collections';
import { idParam, statusPage, withState } from './helpers';

async function ownCircle(state: ServerState, request: FastifyRequest, scope: string) {
  const ownerId = requireUser(request, scope);
  return { id: (await ownCollection(state.db, CIRCLES, ownerId, idParam(request))).id, ownerId };
}

async function ownCircleId(state: ServerState, request: FastifyRequest, scope: string) {
  return (await ownCircle(state, request, scope)).id;
}

async function listCircleAccounts(
  state: ServerState,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const circleId = await ownCircleId(state, request, 'read:lists');
  return memberAccounts(state, request, reply, CIRCLES, circleId);
}

async function addToCircle(state: ServerState, request: FastifyRequest) {
  const circle = await ownCircle(state, request, 'write:lists');
  await addCircleAccounts(state.db, circle, accountIdsOf(request));
  return {};
}

async function removeFromCircle(state: ServerState, request: FastifyRequest) {
  const circleId = await ownCircleId(state, request, 'write:lists');
  await removeMembers(state.db, CIRCLES, circleId, accountIdsOf(request));
  return {};
}

async function listCircleStatuses(
  state: ServerState,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const circleId = await ownCircleId(state, request, 'read:lists');
  return statusPage(state, request, reply, await circleStatusIds(state.db, circleId), false);
}

export function registerCircles(app: FastifyInstance, state: ServerState): void {
  const base = '/api/v1/circles';
  const on = withState(state);
  registerCollectionRoutes(app, state, {
    base,
    kind: CIRCLES,
    readScope: 'read:lists',
    writeScope: 'write:lists',
  });
  app.get(`${base}/:id/accounts`, on(listCircleAccounts));
  app.post(`${base}/:id/accounts`, on(addToCircle));
  app.delete(`${base}/:id/accounts`, on(removeFromCircle));
  app.get(`${base}/:id/statuses`, on(listCircleStatuses));
}
