/** Notifications v1, the unread count, clear and dismiss. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { notFound } from '../http/errors';
import { setLinkHeader } from '../http/pagination';
import { asParams } from '../http/params';
import { contextFor } from '../serializers/context';
import { serializeNotifications } from '../serializers/notifications';
import {
  clearNotifications,
  dismissNotification,
  notificationById,
  notificationPage,
  unreadNotificationCount,
} from '../services/notificationQueries';
import type { ServerState } from '../state';
import { registerGroupedNotifications } from './groupedNotifications';
import { idParam, withState } from './helpers';
import { notificationFilterOf, notificationPageOf } from './notificationParams';

async function listNotifications(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const viewer = requireUser(request, 'read:notifications');
  const query = asParams(request.query);
  const filter = notificationFilterOf(query);
  const found = await notificationPage(state.db, viewer, filter, notificationPageOf(query));
  if (found.length)
    setLinkHeader(request, reply, { next: found[found.length - 1]!.id, prev: found[0]!.id });
  return serializeNotifications(await contextFor(state.db, request), found);
}

async function unreadCount(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'read:notifications');
  return { count: await unreadNotificationCount(state.db, viewer) };
}

async function showNotification(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'read:notifications');
  const found = await notificationById(state.db, viewer, idParam(request));
  const [json] = await serializeNotifications(await contextFor(state.db, request), found);
  if (!json) throw notFound();
  return json;
}

async function clearAll(state: ServerState, request: FastifyRequest) {
  await clearNotifications(state.db, requireUser(request, 'write:notifications'));
  return {};
}

async function dismissOne(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:notifications');
  await dismissNotification(state.db, viewer, idParam(request));
  return {};
}

export function registerNotifications(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v1/notifications', on(listNotifications));
  app.get('/api/v1/notifications/unread_count', on(unreadCount));
  app.get('/api/v1/notifications/:id', on(showNotification));
  app.post('/api/v1/notifications/clear', on(clearAll));
  app.post('/api/v2/notifications/clear', on(clearAll));
  app.post('/api/v1/notifications/:id/dismiss', on(dismissOne));
  app.get('/api/v2/notifications/unread_count', on(unreadCount));
  registerGroupedNotifications(app, state);
}
