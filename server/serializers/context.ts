import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { loadEmojiRows, type EmojiRow } from '../services/customEmojis';
import { originOf } from '../http/origin';
import { viewerOf } from '../auth';

export type { EmojiRow } from '../services/customEmojis';

/** Everything a serializer needs: where URLs point, who is looking, the custom emojis. */
export interface SerializeContext {
  db: Queryable;
  origin: string;
  /** host[:port], the domain part of acct and mention keys. */
  host: string;
  viewerId: string | null;
  emojis: Map<string, EmojiRow>;
}

export async function makeContext(
  db: Queryable,
  origin: string,
  viewerId: string | null,
): Promise<SerializeContext> {
  const emojis = new Map((await loadEmojiRows(db)).map((row) => [row.shortcode, row]));
  return { db, origin, host: new URL(origin).host, viewerId, emojis };
}

export function contextFor(db: Queryable, request: FastifyRequest): Promise<SerializeContext> {
  return makeContext(db, originOf(request), viewerOf(request));
}
