/** Offset paging, as Mastodon's trends and suggestions: limit and offset, Link by offset. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { asParams, limitParam, optInt } from './params';
import { originOf } from './origin';

export interface OffsetWindow {
  limit: number;
  offset: number;
}

export function offsetWindow(request: FastifyRequest, fallback: number, max: number): OffsetWindow {
  const query = asParams(request.query);
  return {
    limit: limitParam(query, fallback, max),
    offset: Math.max(0, optInt(query, 'offset') ?? 0),
  };
}

function linkAt(request: FastifyRequest, offset: number, rel: 'next' | 'prev'): string {
  const url = new URL(request.url, originOf(request));
  url.searchParams.set('offset', String(offset));
  return `<${url.toString()}>; rel="${rel}"`;
}

/** rel="next" when the page is full, rel="prev" when it is not the first. */
export function setOffsetLinks(
  request: FastifyRequest,
  reply: FastifyReply,
  window: OffsetWindow,
  count: number,
): void {
  const links: string[] = [];
  if (count >= window.limit && count > 0)
    links.push(linkAt(request, window.offset + window.limit, 'next'));
  if (window.offset > 0)
    links.push(linkAt(request, Math.max(0, window.offset - window.limit), 'prev'));
  if (links.length) reply.header('Link', links.join(', '));
}
