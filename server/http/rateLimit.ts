import type { FastifyInstance } from 'fastify';
import { RATE_LIMIT_PER_WINDOW, RATE_LIMIT_WINDOW_MS } from '../config';
import { tokenFromRequest } from '../auth';

/**
 * Mastodon-style rate limit headers on every API response: per token (or per address for
 * visitors), in fixed windows. The limit is high on purpose; a 429 only protects from runaways.
 */
export function registerRateLimit(
  app: FastifyInstance,
  perWindow: number = RATE_LIMIT_PER_WINDOW,
): void {
  let window = 0;
  let counts = new Map<string, number>();

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.method === 'OPTIONS') return;
    const now = Date.now();
    const current = Math.floor(now / RATE_LIMIT_WINDOW_MS);
    if (current !== window) {
      window = current;
      counts = new Map();
    }
    const key = tokenFromRequest(request) ?? `ip:${request.ip}`;
    const used = (counts.get(key) ?? 0) + 1;
    counts.set(key, used);
    reply
      .header('X-RateLimit-Limit', String(perWindow))
      .header('X-RateLimit-Remaining', String(Math.max(0, perWindow - used)))
      .header('X-RateLimit-Reset', new Date((current + 1) * RATE_LIMIT_WINDOW_MS).toISOString());
    if (used > perWindow) return reply.code(429).send({ error: 'Too many requests' });
  });
}
