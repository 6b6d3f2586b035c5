/**
 * The instance is whatever host the request came to (e.g. localhost:8080). Behind a reverse
 * proxy that terminates TLS the socket says http and the proxy's upstream address, so the
 * scheme and host a client used are read from X-Forwarded-Proto / X-Forwarded-Host or RFC 7239
 * `Forwarded` — but only when the peer is a proxy we trust, else anyone could make the server
 * write links to a host of their choosing.
 */
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The scheme and host the client used, e.g. https://sandbox.example. */
    publicOrigin: string;
  }
}

/** `loopback` (the default) stands for 127.0.0.0/8 and ::1. */
export const LOOPBACK = 'loopback';

/**
 * Trusted proxy addresses: exact IPv4/IPv6 addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`),
 * `loopback`, or nothing at all (an empty list trusts no one).
 */
export function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    if (entry === LOOPBACK) {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`Not a proxy address: "${entry}"`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** The TRUSTED_PROXIES variable: comma-separated entries; unset means loopback only. */
export function trustedProxiesFromEnv(value: string | undefined): string[] {
  return value === undefined ? [LOOPBACK] : value.split(',').map((entry) => entry.trim());
}

function isTrusted(list: BlockList, address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return list.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const PROTO = /^https?$/;

const firstOf = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/** proto and host of the first (client-facing) element of an RFC 7239 Forwarded header. */
export function parseForwarded(header: string | undefined): { proto?: string; host?: string } {
  const first = header?.split(',')[0];
  if (!first) return {};
  const result: { proto?: string; host?: string } = {};
  for (const pair of first.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const key = pair.slice(0, eq).trim().toLowerCase();
    const value = pair
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (key === 'proto') result.proto = value.toLowerCase();
    if (key === 'host') result.host = value;
  }
  return result;
}

/** The public origin of a request, given whether its peer is a trusted proxy. */
export function publicOriginOf(request: FastifyRequest, trusted: boolean): string {
  let proto: string = request.protocol;
  let host = request.host;
  if (trusted) {
    const forwarded = parseForwarded(firstOf(request.headers.forwarded));
    const fwdProto =
      forwarded.proto ?? firstOf(request.headers['x-forwarded-proto'])?.toLowerCase();
    const fwdHost = forwarded.host ?? firstOf(request.headers['x-forwarded-host']);
    if (fwdProto && PROTO.test(fwdProto)) proto = fwdProto;
    if (fwdHost && HOST.test(fwdHost)) host = fwdHost;
  }
  return `${proto}://${host}`;
}

/** Computes each request's public origin once, before anything serializes a URL. */
export function registerOrigin(app: FastifyInstance, proxies: readonly string[]): void {
  const list = trustedProxies(proxies);
  app.decorateRequest('publicOrigin', '');
  app.addHook('onRequest', async (request) => {
    request.publicOrigin = publicOriginOf(request, isTrusted(list, request.socket.remoteAddress));
  });
}

export function originOf(request: FastifyRequest): string {
  return request.publicOrigin || `${request.protocol}://${request.host}`;
}

/** The instance's domain (host and port) as clients see it. */
export function hostOf(request: FastifyRequest): string {
  return new URL(originOf(request)).host;
}

export function streamingOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}
