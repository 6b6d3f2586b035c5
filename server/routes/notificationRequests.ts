/** Mastodon 4.3's filtered notifications: the policy (v2) and requests from filtered senders. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { NOTIFICATIONS_DEFAULT_LIMIT, NOTIFICATIONS_MAX_LIMIT } from '../config';
import { notFound } from '../http/errors';
import { pageFrom, setLinkHeader } from '../http/pagination';
import { asParams } from '../http/params';
import {
  parseNotificationPolicyBody,
  parseNotificationRequestIdsBody,
} from '../requests/notificationRequests';
import { contextFor } from '../serializers/context';
import { serializeNotificationRequests } from '../serializers/notificationRequests';
import { policyOf, updatePolicy, type PolicyRules } from '../services/notificationPolicy';
import {
  answerRequests,
  pendingSummary,
  requestById,
  requestPage,
} from '../services/notificationRequests';
import type { ServerState } from '../state';
import { idParam, withState } from './helpers';

async function policyJSON(state: ServerState, viewer: string, rules: PolicyRules) {
  return { ...rules, summary: await pendingSummary(state.db, viewer) };
}

async function showPolicy(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'read:notifications');
  return policyJSON(state, viewer, await policyOf(state.db, viewer));
}

async function changePolicy(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:notifications');
  const changes = parseNotificationPolicyBody(request.body);
  return policyJSON(state, viewer, await updatePolicy(state.db, viewer, changes));
}

async function listRequests(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const viewer = requireUser(request, 'read:notifications');
  const page = pageFrom(
    asParams(request.query),
    NOTIFICATIONS_DEFAULT_LIMIT,
    NOTIFICATIONS_MAX_LIMIT,
  );
  const found = await requestPage(state.db, viewer, page);
  if (found.length)
    setLinkHeader(request, reply, { next: found[found.length - 1]!.id, prev: found[0]!.id });
  return serializeNotificationRequests(await contextFor(state.db, request), found);
}

async function showRequest(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'read:notifications');
  const found = await requestById(state.db, viewer, idParam(request));
  const [json] = found
    ? await serializeNotificationRequests(await contextFor(state.db, request), [found])
    : [];
  if (!json) throw notFound();
  return json;
}

/** One request answered: 404 when it is not the reader's. */
function answerOne(answer: 'accept' | 'dismiss') {
  return async (state: ServerState, request: FastifyRequest) => {
    const viewer = requireUser(request, 'write:notifications');
    const id = idParam(request);
    if (!(await requestById(state.db, viewer, id))) throw notFound();
    await answerRequests(state.db, viewer, [id], answer);
    return {};
  };
}

/** `id[]` in the body or the query; ids that are not the reader's requests are ignored. */
function answerMany(answer: 'accept' | 'dismiss') {
  return async (state: ServerState, request: FastifyRequest) => {
    const viewer = requireUser(request, 'write:notifications');
    const ids = [
      ...parseNotificationRequestIdsBody(request.body).id,
      ...parseNotificationRequestIdsBody(request.query).id,
    ];
    await answerRequests(state.db, viewer, ids, answer);
    return {};
  };
}

/** Accepting is done at once here, so the requests' notifications are always merged. */
async function merged(_state: ServerState, request: FastifyRequest) {
  requireUser(request, 'read:notifications');
  return { merged: true };
}

export function registerNotificationRequests(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v2/notifications/policy', on(showPolicy));
  app.patch('/api/v2/notifications/policy', on(changePolicy));
  app.put('/api/v2/notifications/policy', on(changePolicy));
  const base = '/api/v1/notifications/requests';
  app.get(base, on(listRequests));
  app.get(`${base}/merged`, on(merged));
  app.post(`${base}/accept`, on(answerMany('accept')));
  app.post(`${base}/dismiss`, on(answerMany('dismiss')));
  app.get(`${base}/:id`, on(showRequest));
  app.post(`${base}/:id/accept`, on(answerOne('accept')));
  app.post(`${base}/:id/dismiss`, on(answerOne('dismiss')));
}
