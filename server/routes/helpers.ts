import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiStatusJSON } from '../../src/api/types';
import { notFound } from '../http/errors';
import { setLinkHeader } from '../http/pagination';
import { asParams, optString } from '../http/params';
import { isId } from '../ids';
import { contextFor } from '../serializers/context';
import { serializeStatuses } from '../serializers/statuses';
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
