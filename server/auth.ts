import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from './db/database';
import { liveToken } from './services/tokens';
import { ApiError, OUTSIDE_SCOPES, TOKEN_INVALID, USER_REQUIRED } from './http/errors';

export interface AuthInfo {
  tokenId: string;
  appId: string;
  accountId: string | null;
  scopes: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The valid token's owner and scopes, or null for a visitor. */
    auth: AuthInfo | null;
  }
}

/** Mastodon's legacy `follow` scope covers these sub-scopes. */
const FOLLOW_SCOPE_COVERS = new Set([
  'read:follows',
  'write:follows',
  'read:blocks',
  'write:blocks',
  'read:mutes',
  'write:mutes',
]);

export function hasScope(granted: string[], required: string): boolean {
  if (granted.includes(required)) return true;
  const parent = required.split(':')[0]!;
  if (parent !== required && granted.includes(parent)) return true;
  return FOLLOW_SCOPE_COVERS.has(required) && granted.includes('follow');
}

/** Bearer header first, then the access_token parameter, as Doorkeeper reads them. */
export function tokenFromRequest(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match ? match[1]! : null;
  }
  const query = request.query;
  if (query && typeof query === 'object' && 'access_token' in query) {
    const value = query.access_token;
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

export async function lookupToken(db: Queryable, token: string): Promise<AuthInfo | null> {
  const row = await liveToken(db, token);
  if (!row) return null;
  return {
    tokenId: row.id,
    appId: row.app_id,
    accountId: row.account_id,
    scopes: row.scopes.split(/\s+/).filter(Boolean),
  };
}

/** A token with the scope (user or app token). 401 without a valid token, 403 without the scope. */
export function requireToken(request: FastifyRequest, scope: string): AuthInfo {
  const auth = request.auth;
  if (!auth) throw new ApiError(401, TOKEN_INVALID);
  if (!hasScope(auth.scopes, scope)) throw new ApiError(403, OUTSIDE_SCOPES);
  return auth;
}

/** The signed-in account's id; app-only tokens get Mastodon's 422. */
export function requireUser(request: FastifyRequest, scope: string): string {
  const auth = requireToken(request, scope);
  if (!auth.accountId) throw new ApiError(422, USER_REQUIRED);
  return auth.accountId;
}

/** Who is looking, for public endpoints: the signed-in account or null for a visitor. */
export function viewerOf(request: FastifyRequest): string | null {
  return request.auth?.accountId ?? null;
}

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

// A low scrypt cost: these are demo passwords, and start-up and tests must stay fast.
const SCRYPT_OPTIONS = { N: 1024, r: 8, p: 1 };

export function hashPassword(password: string): string {
  const salt = randomBytes(16).toString('base64url');
  const hash = scryptSync(password, salt, 32, SCRYPT_OPTIONS).toString('base64url');
  return `scrypt$${salt}$${hash}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, salt, expected.length, SCRYPT_OPTIONS);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
