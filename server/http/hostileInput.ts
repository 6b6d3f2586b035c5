/**
 * Input no honest client sends, refused before any handler sees it: a NUL byte in any string
 * parameter (PostgreSQL cannot store one in text, so it would otherwise fail deep inside a
 * query), and a body the parsers could not read (a multipart body without its boundary or cut
 * short), which is the client's fault and answers 400 rather than 500.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** Mastodon's words for a body Rails could not parse. */
export const UNPARSABLE = 'Error occurred while parsing request parameters.';
export const NUL_BYTE = 'Validation failed: Parameters must not contain null bytes';

/** Deep enough for any honest body; deeper nesting is refused rather than walked. */
const MAX_DEPTH = 32;

/** Whether a parsed value holds a string with a NUL byte (files, as bytes, are not text). */
export function hasNulByte(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => hasNulByte(item, depth + 1));
  if (value && typeof value === 'object' && !(value instanceof Uint8Array))
    return Object.entries(value).some(
      ([key, item]) => key.includes('\0') || hasNulByte(item, depth + 1),
    );
  return false;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Where the request is: a failure while its body is read is the body's, not the server's. */
    bodyStage: 'before' | 'reading' | 'read';
  }
}

export function registerInputChecks(app: FastifyInstance): void {
  app.decorateRequest('bodyStage', 'before');
  app.addHook('preParsing', async (request) => {
    request.bodyStage = 'reading';
  });
  app.addHook('preHandler', async (request) => {
    request.bodyStage = 'read';
    if ([request.body, request.query, request.params].some((value) => hasNulByte(value)))
      throw new ApiError(422, NUL_BYTE);
  });
}

/**
 * The status an error answers with: its own when it has one, 400 for what went wrong while
 * the body was read (busboy's "Boundary not found", "Unexpected end of form"), else 500.
 */
export function statusOf(error: { statusCode?: unknown }, request: FastifyRequest): number {
  if (typeof error.statusCode === 'number') return error.statusCode;
  return request.bodyStage === 'reading' ? 400 : 500;
}
