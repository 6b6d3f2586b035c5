import type { FastifyInstance } from 'fastify';

/** Mastodon's CORS rules (rack-cors): any origin may call the API and the token endpoints. */
const EXPOSED = 'Link, X-RateLimit-Reset, X-RateLimit-Limit, X-RateLimit-Remaining, X-Request-Id';

export function corsApplies(path: string): boolean {
  return (
    path.startsWith('/api/') ||
    path === '/oauth/token' ||
    path === '/oauth/revoke' ||
    path.startsWith('/system/') ||
    path.startsWith('/.well-known/')
  );
}

export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!corsApplies(request.url.split('?')[0]!)) return;
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', EXPOSED);
  });

  app.options('/*', async (request, reply) => {
    if (!corsApplies(request.url.split('?')[0]!)) return reply.code(404).send();
    const requested = request.headers['access-control-request-headers'];
    reply
      .header('Access-Control-Allow-Methods', 'POST, PUT, DELETE, GET, PATCH, OPTIONS')
      .header('Access-Control-Max-Age', '7200');
    if (requested) reply.header('Access-Control-Allow-Headers', requested);
    return reply.code(200).send();
  });
}
