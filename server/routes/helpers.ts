import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { ApiStatusJSON } from '../../src/api/types';
import { notFound } from '../http/errors';
import { setLinkHeader } from '../http/pagination';
import { asParams, optString } from '../http/params';
import { isId } from '../ids';
import { contextFor } from '../serializers/context';
import { serializeStatus, serializeStatuses } from '../serializers/statuses';
import { accountsInOrder } from '../serializers/accounts';
import { canView } from '../services/visibility';
import { viewerOf } from '../auth';
import type { ServerState } from '../state';

/** A numeric path parameter; anything else cannot name a record. */
export function idParam(request: FastifyRequest, name = 'id'): string {
  const value = optString(asParams(request.params), name);
  if (!value || !isId(value)) throw notFound();
  return value;
}

/**
 * Serializes a page of status ids with Mastodon's Link header. Timelines always link both ways
 * when the page has items; `hasMore: false` drops rel="next" (as account timelines do).
 */
export async function statusPage(
  state: ServerState,
  request: FastifyRequest,
  reply: FastifyReply,
  ids: string[],
  hasMore = true,
): Promise<ApiStatusJSON[]> {
  const ctx = await contextFor(state.db, request);
  const statuses = await serializeStatuses(ctx, ids);
  if (ids.length)
    setLinkHeader(request, reply, { next: hasMore ? ids[ids.length - 1] : null, prev: ids[0] });
  return statuses;
}

/** A route handler that needs the server's state. */
export type Handler = (
  state: ServerState,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>;

/** Binds named handlers to the state, so register functions only wire paths to them. */
export function withState(state: ServerState): (handler: Handler) => RouteHandlerMethod {
  return (handler) => (request, reply) => handler(state, request, reply);
}

/** A status the reader may see, serialized, or 404. */
export async function visibleStatus(
  state: ServerState,
  request: FastifyRequest,
): Promise<ApiStatusJSON> {
  const id = idParam(request);
  if (!(await canView(state.db, id, viewerOf(request)))) throw notFound();
  return statusJSON(state, request, id);
}

/** A status serialized for the reader, or 404. */
export async function statusJSON(
  state: ServerState,
  request: FastifyRequest,
  id: string,
): Promise<ApiStatusJSON> {
  const json = await serializeStatus(await contextFor(state.db, request), id);
  if (!json) throw notFound();
  return json;
}

/** A page of accounts, in the page's order. */
export async function accountsJSON(state: ServerState, request: FastifyRequest, ids: string[]) {
  return accountsInOrder(await contextFor(state.db, request), ids);
}

/** A page of statuses, in the page's order. */
export async function statusesJSON(state: ServerState, request: FastifyRequest, ids: string[]) {
  return serializeStatuses(await contextFor(state.db, request), ids);
}
