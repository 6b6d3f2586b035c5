/** Grouped notifications (v2): pages of groups, one group, its accounts, dismissing it. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { notFound } from '../http/errors';
import { setLinkHeader } from '../http/pagination';
import { asParams, optId, optString, stringList, type Params } from '../http/params';
import { contextFor } from '../serializers/context';
import {
  effectiveGroupKey,
  groupNotifications,
  type NotificationRow,
} from '../serializers/notifications';
import {
  dismissNotifications,
  groupCandidates,
  groupMembers,
} from '../services/notificationQueries';
import { GROUPABLE_TYPES } from '../services/notifications';
import type { ServerState } from '../state';
import { accountsJSON, withState } from './helpers';
import { notificationFilterOf, notificationPageOf } from './notificationParams';

function groupedTypesOf(query: Params): Set<string> {
  const given = stringList(query, 'grouped_types');
  return new Set(given.length || 'grouped_types' in query ? given : [...GROUPABLE_TYPES]);
}

async function listGroups(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const viewer = requireUser(request, 'read:notifications');
  const query = asParams(request.query);
  const page = notificationPageOf(query);
  const candidates = await groupCandidates(state.db, viewer, notificationFilterOf(query), page);
  const { result, range } = await groupNotifications(
    await contextFor(state.db, request),
    candidates,
    {
      limit: page.limit,
      groupedTypes: groupedTypesOf(query),
      fromBottom: optId(query, 'min_id') !== undefined,
      recipientId: viewer,
    },
  );
  if (range) setLinkHeader(request, reply, { next: range[0], prev: range[1] });
  return result;
}

async function membersOf(
  state: ServerState,
  request: FastifyRequest,
  viewer: string,
): Promise<NotificationRow[]> {
  const key = optString(asParams(request.params), 'group_key') ?? '';
  const found = await groupMembers(state.db, viewer, key);
  if (!found.length) throw notFound();
  return found;
}

async function showGroup(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'read:notifications');
  const members = await membersOf(state, request, viewer);
  const groupedTypes = new Set(
    members
      .map((m) => (effectiveGroupKey(m, GROUPABLE_TYPES) === m.group_key ? m.type : ''))
      .filter(Boolean),
  );
  const { result } = await groupNotifications(await contextFor(state.db, request), members, {
    limit: 1,
    groupedTypes,
    fromBottom: false,
    recipientId: viewer,
  });
  return result;
}

async function groupAccounts(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'read:notifications');
  const members = await membersOf(state, request, viewer);
  return accountsJSON(state, request, [...new Set(members.map((m) => m.from_account_id))]);
}

async function dismissGroup(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:notifications');
  const members = await membersOf(state, request, viewer);
  await dismissNotifications(
    state.db,
    members.map((m) => m.id),
  );
  return {};
}

export function registerGroupedNotifications(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v2/notifications', on(listGroups));
  app.get('/api/v2/notifications/:group_key', on(showGroup));
  app.get('/api/v2/notifications/:group_key/accounts', on(groupAccounts));
  app.post('/api/v2/notifications/:group_key/dismiss', on(dismissGroup));
}
