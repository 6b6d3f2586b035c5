import type { FastifyReply, FastifyRequest } from 'fastify';
import { asParams, limitParam, optId, type Params } from './params';
import { originOf } from './origin';

export interface Page {
  maxId?: string;
  sinceId?: string;
  minId?: string;
  limit: number;
}

export function pageFrom(params: Params, fallback: number, max: number): Page {
  return {
    maxId: optId(params, 'max_id'),
    sinceId: optId(params, 'since_id'),
    minId: optId(params, 'min_id'),
    limit: limitParam(params, fallback, max),
  };
}

/**
 * SQL for one page over a bigint cursor column. Pushes its values onto params.
 * With min_id the page is the oldest items just above it, read ascending: reverse the rows.
 */
export function pageSql(
  column: string,
  page: Page,
  params: unknown[],
): { where: string; order: string; limit: string; ascending: boolean } {
  const conditions: string[] = [];
  if (page.maxId) {
    params.push(page.maxId);
    conditions.push(`${column} < $${params.length}`);
  }
  if (page.sinceId) {
    params.push(page.sinceId);
    conditions.push(`${column} > $${params.length}`);
  }
  const ascending = page.minId !== undefined;
  if (page.minId) {
    params.push(page.minId);
    conditions.push(`${column} > $${params.length}`);
  }
  params.push(page.limit);
  return {
    where: conditions.length ? conditions.join(' and ') : 'true',
    order: `${column} ${ascending ? 'asc' : 'desc'}`,
    limit: `limit $${params.length}`,
    ascending,
  };
}

/** Rows fetched with pageSql, newest first. */
export function newestFirst<T>(items: T[], ascending: boolean): T[] {
  return ascending ? items.reverse() : items;
}

function linkTo(request: FastifyRequest, cursor: 'max_id' | 'min_id', id: string): string {
  const url = new URL(request.url, originOf(request));
  for (const key of ['max_id', 'min_id', 'since_id']) url.searchParams.delete(key);
  url.searchParams.set(cursor, id);
  return `<${url.toString()}>; rel="${cursor === 'max_id' ? 'next' : 'prev'}"`;
}

/** Mastodon's Link header: rel="next" pages older (max_id), rel="prev" newer (min_id). */
export function setLinkHeader(
  request: FastifyRequest,
  reply: FastifyReply,
  cursors: { next?: string | null; prev?: string | null },
): void {
  const links: string[] = [];
  if (cursors.next) links.push(linkTo(request, 'max_id', cursors.next));
  if (cursors.prev) links.push(linkTo(request, 'min_id', cursors.prev));
  if (links.length) reply.header('Link', links.join(', '));
}

/** Mastodon's Link header for a page of rows keyed by their cursor `id`, newest first. */
export function linkRows(
  request: FastifyRequest,
  reply: FastifyReply,
  found: { id: string }[],
  limit: number,
): void {
  if (!found.length) return;
  setLinkHeader(request, reply, {
    next: found.length === limit ? found[found.length - 1]!.id : null,
    prev: found[0]!.id,
  });
}

export function pageParamsOf(request: FastifyRequest): Params {
  return asParams(request.query);
}
