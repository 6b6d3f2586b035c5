/**
 * Read-only endpoints the client calls that the sandbox does not model yet: they answer as a
 * real server with nothing in it would, so screens show "nothing here" rather than an error.
 * Each should move to its own route file when its feature arrives.
 */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';

const SIGNED_IN_EMPTY_LISTS: [string, string][] = [];

const PUBLIC_EMPTY_LISTS: string[] = [];

export function registerStubs(app: FastifyInstance): void {
  for (const [path, scope] of SIGNED_IN_EMPTY_LISTS) {
    app.get(path, async (request) => {
      requireUser(request, scope);
      return [];
    });
  }
  for (const path of PUBLIC_EMPTY_LISTS) app.get(path, async () => []);
}
