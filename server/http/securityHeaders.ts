/**
 * The security headers of everything the sandbox serves: the built client gets a strict
 * Content-Security-Policy, the API and media files a policy that lets them do nothing when
 * opened as a page, and the OAuth pages their own (see routes/authorizePage.ts).
 * README.md's deploy section explains each directive and gives the same headers for nginx.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Directives of a policy, joined into one header value. */
export function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The client's policy. It reads any server the reader signs in to, so connections and media
 * may come from anywhere over https/wss; plain http/ws only when the page itself came over
 * plain http (a sandbox on localhost or a LAN address, where a second sandbox on another port
 * is also plain http). A page served over https could not load http anyway (mixed content).
 */
export function clientPolicy(plainHttp: boolean): string {
  const remote = plainHttp ? ['https:', 'http:'] : ['https:'];
  const sockets = plainHttp ? ['wss:', 'ws:'] : ['wss:'];
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", ...remote, 'data:', 'blob:'],
    'media-src': ["'self'", ...remote, 'data:', 'blob:'],
    // The icon font is inside the stylesheet, as a data: URL.
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...remote, ...sockets],
    // Link previews embed videos in sandboxed iframes; the client only embeds https sources.
    'frame-src': ['https:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** JSON, media and plain-text answers are never a page: nothing runs, nothing frames them. */
export const RESOURCE_POLICY = policy({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'none'"],
  'base-uri': ["'none'"],
});

/** Paths answered with resources rather than the client's HTML. */
const isResourcePath = (path: string): boolean =>
  path.startsWith('/api/') || path.startsWith('/system/') || path === '/oauth/token';

/** Was the page asked for over plain http (no TLS proxy in front saying otherwise)? */
export function isPlainHttp(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (proto ?? request.protocol) !== 'https';
}

/** Headers a page must never be framed without; the OAuth pages add their own policy to them. */
export function denyFraming(reply: FastifyReply): void {
  reply.header('X-Frame-Options', 'DENY');
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    denyFraming(reply);
    reply.header(
      'Content-Security-Policy',
      isResourcePath(path) ? RESOURCE_POLICY : clientPolicy(isPlainHttp(request)),
    );
  });
}
