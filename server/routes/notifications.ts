import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { NOTIFICATIONS_DEFAULT_LIMIT, NOTIFICATIONS_MAX_LIMIT } from '../config';
import { one, rows } from '../db/database';
import { notFound } from '../http/errors';
import { newestFirst, pageFrom, pageSql, setLinkHeader } from '../http/pagination';
import { asParams, optId, optString, stringList, type Params } from '../http/params';
import { accountsInOrder } from '../serializers/accounts';
import { contextFor } from '../serializers/context';
import {
  effectiveGroupKey,
  groupNotifications,
  serializeNotifications,
  type NotificationRow,
} from '../serializers/notifications';
import { notificationsSilencedSql } from '../services/blocks';
import { GROUPABLE_TYPES } from '../services/notifications';
import type { ServerState } from '../state';
import { idParam } from './helpers';

/** Type filters shared by v1 and v2, pushed onto params ($1 is the reader). */
function typeFilters(query: Params, params: unknown[]): string[] {
  // Blocked accounts and mutes that hide notifications take their notifications away too.
  const conditions: string[] = [`not ${notificationsSilencedSql('$1', 'n.from_account_id')}`];
  const types = stringList(query, 'types');
  const excluded = stringList(query, 'exclude_types');
  const accountId = optId(query, 'account_id');
  if (types.length) {
    params.push(types);
    conditions.push(`n.type = any($${params.length}::text[])`);
  }
  if (excluded.length) {
    params.push(excluded);
    conditions.push(`not (n.type = any($${params.length}::text[]))`);
  }
  if (accountId) {
    params.push(accountId);
    conditions.push(`n.from_account_id = $${params.length}`);
  }
  return conditions;
}

const CANDIDATE_CAP = 2000;

export function registerNotifications(app: FastifyInstance, state: ServerState): void {
  const { db } = state;
  const page = (query: Params) =>
    pageFrom(query, NOTIFICATIONS_DEFAULT_LIMIT, NOTIFICATIONS_MAX_LIMIT);

  app.get('/api/v1/notifications', async (request, reply) => {
    const viewer = requireUser(request, 'read:notifications');
    const query = asParams(request.query);
    const params: unknown[] = [viewer];
    const conditions = ['n.account_id = $1', ...typeFilters(query, params)];
    const paging = pageSql('n.id', page(query), params);
    const found = newestFirst(
      await rows<NotificationRow>(
        db,
        `select n.* from notifications n where ${[...conditions, paging.where].join(' and ')} order by ${paging.order} ${paging.limit}`,
        params,
      ),
      paging.ascending,
    );
    if (found.length)
      setLinkHeader(request, reply, { next: found[found.length - 1]!.id, prev: found[0]!.id });
    return serializeNotifications(await contextFor(db, request), found);
  });

  app.get('/api/v1/notifications/unread_count', async (request) => {
    const viewer = requireUser(request, 'read:notifications');
    return { count: await unreadCount(viewer) };
  });

  app.get('/api/v1/notifications/:id', async (request) => {
    const viewer = requireUser(request, 'read:notifications');
    const found = await rows<NotificationRow>(
      db,
      'select * from notifications where id = $1 and account_id = $2',
      [idParam(request), viewer],
    );
    const [json] = await serializeNotifications(await contextFor(db, request), found);
    if (!json) throw notFound();
    return json;
  });

  app.post('/api/v1/notifications/clear', async (request) => {
    const viewer = requireUser(request, 'write:notifications');
    await db.query('delete from notifications where account_id = $1', [viewer]);
    return {};
  });

  app.post('/api/v1/notifications/:id/dismiss', async (request) => {
    const viewer = requireUser(request, 'write:notifications');
    await db.query('delete from notifications where id = $1 and account_id = $2', [
      idParam(request),
      viewer,
    ]);
    return {};
  });

  async function unreadCount(viewer: string): Promise<number> {
    const row = await one<{ count: number }>(
      db,
      `select count(*)::int as count from notifications n where n.account_id = $1 and n.id > coalesce(
         (select last_read_id::bigint from markers where account_id = $1 and timeline = 'notifications'), 0)`,
      [viewer],
    );
    return Math.min(row?.count ?? 0, 1000);
  }

  app.get('/api/v2/notifications/unread_count', async (request) => {
    const viewer = requireUser(request, 'read:notifications');
    return { count: await unreadCount(viewer) };
  });

  function groupedTypesOf(query: Params): Set<string> {
    const given = stringList(query, 'grouped_types');
    return new Set(given.length || 'grouped_types' in query ? given : [...GROUPABLE_TYPES]);
  }

  async function candidates(
    request: FastifyRequest,
    viewer: string,
    query: Params,
  ): Promise<NotificationRow[]> {
    const params: unknown[] = [viewer];
    const conditions = ['n.account_id = $1', ...typeFilters(query, params)];
    const cursors = page(query);
    for (const [value, op] of [
      [cursors.maxId, '<'],
      [cursors.sinceId, '>'],
      [cursors.minId, '>'],
    ] as const) {
      if (!value) continue;
      params.push(value);
      conditions.push(`n.id ${op} $${params.length}`);
    }
    // With min_id the page is the oldest groups just above it: read from below.
    const order = cursors.minId ? 'asc' : 'desc';
    const found = await rows<NotificationRow>(
      db,
      `select n.* from notifications n where ${conditions.join(' and ')} order by n.id ${order} limit ${CANDIDATE_CAP}`,
      params,
    );
    return cursors.minId ? found.reverse() : found;
  }

  app.get('/api/v2/notifications', async (request, reply) => {
    const viewer = requireUser(request, 'read:notifications');
    const query = asParams(request.query);
    const { result, range } = await groupNotifications(
      await contextFor(db, request),
      await candidates(request, viewer, query),
      {
        limit: page(query).limit,
        groupedTypes: groupedTypesOf(query),
        fromBottom: optId(query, 'min_id') !== undefined,
        recipientId: viewer,
      },
    );
    if (range) setLinkHeader(request, reply, { next: range[0], prev: range[1] });
    return result;
  });

  async function groupMembers(request: FastifyRequest, viewer: string): Promise<NotificationRow[]> {
    const key = optString(asParams(request.params), 'group_key') ?? '';
    const ungrouped = /^ungrouped-(\d+)$/.exec(key);
    const found = ungrouped
      ? await rows<NotificationRow>(
          db,
          'select * from notifications where account_id = $1 and id = $2',
          [viewer, ungrouped[1]],
        )
      : await rows<NotificationRow>(
          db,
          'select * from notifications where account_id = $1 and group_key = $2 order by id desc',
          [viewer, key],
        );
    if (!found.length) throw notFound();
    return found;
  }

  app.get('/api/v2/notifications/:group_key', async (request) => {
    const viewer = requireUser(request, 'read:notifications');
    const members = await groupMembers(request, viewer);
    const groupedTypes = new Set(
      members
        .map((m) => (effectiveGroupKey(m, GROUPABLE_TYPES) === m.group_key ? m.type : ''))
        .filter(Boolean),
    );
    const { result } = await groupNotifications(await contextFor(db, request), members, {
      limit: 1,
      groupedTypes,
      fromBottom: false,
      recipientId: viewer,
    });
    return result;
  });

  app.get('/api/v2/notifications/:group_key/accounts', async (request) => {
    const viewer = requireUser(request, 'read:notifications');
    const members = await groupMembers(request, viewer);
    return accountsInOrder(await contextFor(db, request), [
      ...new Set(members.map((m) => m.from_account_id)),
    ]);
  });

  app.post('/api/v2/notifications/:group_key/dismiss', async (request) => {
    const viewer = requireUser(request, 'write:notifications');
    const members = await groupMembers(request, viewer);
    await db.query('delete from notifications where id = any($1::bigint[])', [
      members.map((m) => m.id),
    ]);
    return {};
  });
}
