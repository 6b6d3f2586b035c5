/** Mastodon's scheduled posts: made by POST /api/v1/statuses with scheduled_at, kept here. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiStatusCreateBody } from '../../src/api/types';
import { requireUser, type AuthInfo } from '../auth';
import { SCHEDULED_DEFAULT_LIMIT, SCHEDULED_MAX_LIMIT } from '../config';
import { notFound } from '../http/errors';
import { hostOf, originOf } from '../http/origin';
import { linkRows, pageFrom } from '../http/pagination';
import { asParams } from '../http/params';
import { parseScheduledAt, parseScheduledStatusUpdateBody } from '../requests/scheduledStatuses';
import { scheduledStatusesJSON } from '../serializers/scheduledStatuses';
import {
  cancelScheduled,
  ownScheduled,
  reschedule,
  scheduledPage,
  scheduleStatus,
  type ScheduledStatusRow,
} from '../services/scheduledStatuses';
import { planStatus } from '../services/statusPlan';
import { statusInputOf } from '../services/statusInput';
import type { ServerState } from '../state';
import { idParam, withState } from './helpers';

async function oneJSON(state: ServerState, request: FastifyRequest, row: ScheduledStatusRow) {
  const [json] = await scheduledStatusesJSON(state.db, originOf(request), [row]);
  return json;
}

/**
 * POST /api/v1/statuses with scheduled_at: the post is checked as if it were made now (so a
 * refusal comes at once, not at publishing), then kept with its params.
 */
export async function scheduleFromRequest(
  state: ServerState,
  request: FastifyRequest,
  auth: AuthInfo & { accountId: string },
  body: ApiStatusCreateBody & { scheduled_at: string },
) {
  const at = parseScheduledAt(body.scheduled_at);
  const { scheduled_at: _scheduledAt, ...params } = body;
  const who = { accountId: auth.accountId, applicationId: auth.appId, localHost: hostOf(request) };
  await planStatus(state.db, statusInputOf(params, who));
  const id = await scheduleStatus(state.db, {
    ...who,
    at,
    now: state.clock.now(),
    params,
  });
  const row = await ownScheduled(state.db, auth.accountId, id);
  if (!row) throw notFound();
  return oneJSON(state, request, row);
}

async function listScheduled(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const owner = requireUser(request, 'read:statuses');
  const page = pageFrom(asParams(request.query), SCHEDULED_DEFAULT_LIMIT, SCHEDULED_MAX_LIMIT);
  const found = await scheduledPage(state.db, owner, page);
  linkRows(request, reply, found, page.limit);
  return scheduledStatusesJSON(state.db, originOf(request), found);
}

async function ownRow(state: ServerState, request: FastifyRequest, scope: string) {
  const owner = requireUser(request, scope);
  const row = await ownScheduled(state.db, owner, idParam(request));
  if (!row) throw notFound();
  return row;
}

async function showScheduled(state: ServerState, request: FastifyRequest) {
  return oneJSON(state, request, await ownRow(state, request, 'read:statuses'));
}

/** Only the time changes (Mastodon's PUT); without one the post stays as it is. */
async function updateScheduled(state: ServerState, request: FastifyRequest) {
  const row = await ownRow(state, request, 'write:statuses');
  const { scheduled_at } = parseScheduledStatusUpdateBody(request.body);
  if (!scheduled_at) return oneJSON(state, request, row);
  const at = parseScheduledAt(scheduled_at);
  await reschedule(state.db, row, at, state.clock.now());
  return oneJSON(state, request, { ...row, scheduled_at: at });
}

async function deleteScheduled(state: ServerState, request: FastifyRequest) {
  const row = await ownRow(state, request, 'write:statuses');
  await cancelScheduled(state.db, row.id);
  return {};
}

export function registerScheduledStatuses(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v1/scheduled_statuses', on(listScheduled));
  app.get('/api/v1/scheduled_statuses/:id', on(showScheduled));
  app.put('/api/v1/scheduled_statuses/:id', on(updateScheduled));
  app.delete('/api/v1/scheduled_statuses/:id', on(deleteScheduled));
}
