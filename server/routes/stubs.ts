/**
 * Read-only endpoints the client calls that the sandbox does not model yet: they answer as a
 * real server with nothing in it would, so screens show "nothing here" rather than an error.
 * Each should move to its own route file when its feature arrives.
 */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';

const SIGNED_IN_EMPTY_LISTS: [string, string][] = [
  ['/api/v1/filters', 'read:filters'],
  ['/api/v1/notifications/requests', 'read:notifications'],
];

const PUBLIC_EMPTY_LISTS: string[] = [];

export function registerStubs(app: FastifyInstance): void {
  for (const [path, scope] of SIGNED_IN_EMPTY_LISTS) {
    app.get(path, async (request) => {
      requireUser(request, scope);
      return [];
    });
  }
  for (const path of PUBLIC_EMPTY_LISTS) app.get(path, async () => []);

  app.get('/api/v2/notifications/policy', async (request) => {
    requireUser(request, 'read:notifications');
    return {
      for_not_following: 'accept',
      for_not_followers: 'accept',
      for_new_accounts: 'accept',
      for_private_mentions: 'accept',
      for_limited_accounts: 'filter',
      summary: { pending_requests_count: 0, pending_notifications_count: 0 },
    };
  });
}
