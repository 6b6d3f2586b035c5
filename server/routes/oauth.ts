/** OAuth 2 as Mastodon (Doorkeeper) speaks it: authorize page, code and token exchange, revoke. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiTokenJSON } from '../../src/api/types';
import { hasScope, newSecret, verifyPassword } from '../auth';
import { AUTHORIZATION_CODE_TTL_MS, OAUTH_SCOPES } from '../config';
import { one, type Queryable } from '../db/database';
import { asParams, optString, type Params } from '../http/params';
import { snowflakeNow } from '../ids';
import type { ServerState } from '../state';
import { OOB_REDIRECT_URI, parseScopes, type AppRow } from './apps';
import { authorizePage, codePage, errorPage } from './authorizePage';

const INVALID_CLIENT =
  'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.';
const INVALID_GRANT =
  'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.';
const INVALID_REDIRECT = 'The redirect uri included is not valid.';

const sameSecret = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

function redirectTo(redirectUri: string, params: Record<string, string | undefined>): string {
  const entries = Object.entries(params).filter(
    (e): e is [string, string] => e[1] !== undefined && e[1] !== '',
  );
  if (redirectUri === OOB_REDIRECT_URI)
    return `/oauth/authorize/native?${new URLSearchParams(entries)}`;
  const url = new URL(redirectUri);
  for (const [key, value] of entries) url.searchParams.set(key, value);
  return url.toString();
}

type Checked =
  | { ok: true; app: AppRow; redirectUri: string; scopes: string[]; hidden: Record<string, string> }
  | { ok: false; send: (reply: FastifyReply) => FastifyReply };

/** Validates an authorization request; failures before the redirect URI is trusted show a page. */
async function checkAuthorizeRequest(db: Queryable, params: Params): Promise<Checked> {
  const page = (status: number, message: string): Checked => ({
    ok: false,
    send: (reply) => reply.code(status).type('text/html; charset=utf-8').send(errorPage(message)),
  });
  const clientId = optString(params, 'client_id') ?? '';
  const app = await one<AppRow>(db, 'select * from oauth_apps where client_id = $1', [clientId]);
  if (!app) return page(401, INVALID_CLIENT);
  const redirectUri =
    optString(params, 'redirect_uri') ??
    (app.redirect_uris.length === 1 ? app.redirect_uris[0]! : '');
  if (!app.redirect_uris.includes(redirectUri)) return page(400, INVALID_REDIRECT);
  const state = optString(params, 'state');
  const fail = (error: string, description: string): Checked => ({
    ok: false,
    send: (reply) =>
      reply.redirect(
        redirectTo(redirectUri, { error, error_description: description, state }),
        302,
      ),
  });
  if (optString(params, 'response_type') !== 'code') {
    return fail(
      'unsupported_response_type',
      'The authorization server does not support this response type.',
    );
  }
  const scopes = parseScopes(optString(params, 'scope') ?? 'read');
  const allowed = parseScopes(app.scopes);
  if (!scopes.length || !scopes.every((s) => OAUTH_SCOPES.includes(s) && hasScope(allowed, s))) {
    return fail('invalid_scope', 'The requested scope is invalid, unknown, or malformed.');
  }
  const challenge = optString(params, 'code_challenge') ?? '';
  const method = optString(params, 'code_challenge_method') ?? '';
  if (challenge && method !== 'S256') {
    return fail('invalid_request', 'The code challenge method must be S256.');
  }
  const hidden: Record<string, string> = {
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: scopes.join(' '),
  };
  if (state) hidden.state = state;
  if (challenge)
    Object.assign(hidden, { code_challenge: challenge, code_challenge_method: method });
  return { ok: true, app, redirectUri, scopes, hidden };
}

function tokenError(
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
): FastifyReply {
  return reply.code(status).send({ error, error_description: description });
}

async function issueToken(
  db: Queryable,
  appId: string,
  accountId: string | null,
  scopes: string,
): Promise<ApiTokenJSON> {
  const token = newSecret();
  const createdAt = new Date();
  await db.query(
    'insert into oauth_tokens (id, token, app_id, account_id, scopes, created_at) values ($1, $2, $3, $4, $5, $6)',
    [snowflakeNow(), token, appId, accountId, scopes, createdAt],
  );
  return {
    access_token: token,
    token_type: 'Bearer',
    scope: scopes,
    created_at: Math.floor(createdAt.getTime() / 1000),
  };
}

export function registerOAuth(app: FastifyInstance, state: ServerState): void {
  const { db } = state;

  app.get('/oauth/authorize', async (request, reply) => {
    const checked = await checkAuthorizeRequest(db, asParams(request.query));
    if (!checked.ok) return checked.send(reply);
    return reply.type('text/html; charset=utf-8').send(
      authorizePage({
        appName: checked.app.name,
        scopes: checked.scopes,
        hidden: checked.hidden,
      }),
    );
  });

  app.post('/oauth/authorize', async (request, reply) => {
    const body = asParams(request.body);
    const checked = await checkAuthorizeRequest(db, body);
    if (!checked.ok) return checked.send(reply);
    const stateParam = checked.hidden.state;
    if (optString(body, 'decision') === 'deny') {
      return reply.redirect(
        redirectTo(checked.redirectUri, {
          error: 'access_denied',
          error_description: 'The resource owner or authorization server denied the request.',
          state: stateParam,
        }),
        302,
      );
    }
    const username = optString(body, 'username') ?? '';
    const account = await one<{ id: string; password_hash: string }>(
      db,
      'select id, password_hash from accounts where lower(username) = lower($1)',
      [username.replace(/^@/, '').trim()],
    );
    if (!account || !verifyPassword(optString(body, 'password') ?? '', account.password_hash)) {
      return reply
        .code(401)
        .type('text/html; charset=utf-8')
        .send(
          authorizePage({
            appName: checked.app.name,
            scopes: checked.scopes,
            hidden: checked.hidden,
            username,
            error: 'Invalid username or password.',
          }),
        );
    }
    const code = newSecret();
    await db.query(
      `insert into oauth_codes (code, app_id, account_id, redirect_uri, scopes, code_challenge, code_challenge_method, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        code,
        checked.app.id,
        account.id,
        checked.redirectUri,
        checked.scopes.join(' '),
        checked.hidden.code_challenge ?? null,
        checked.hidden.code_challenge_method ?? null,
        new Date(Date.now() + AUTHORIZATION_CODE_TTL_MS),
      ],
    );
    return reply.redirect(redirectTo(checked.redirectUri, { code, state: stateParam }), 302);
  });

  app.get('/oauth/authorize/native', async (request, reply) => {
    const code = optString(asParams(request.query), 'code') ?? '';
    return reply.type('text/html; charset=utf-8').send(codePage(code));
  });

  app.post('/oauth/token', async (request, reply) => {
    const body = asParams(request.body);
    const grantType = optString(body, 'grant_type');
    if (!grantType)
      return tokenError(reply, 400, 'invalid_request', 'Missing required parameter: grant_type.');
    if (grantType !== 'authorization_code' && grantType !== 'client_credentials') {
      return tokenError(
        reply,
        400,
        'unsupported_grant_type',
        'The authorization grant type is not supported by the authorization server.',
      );
    }
    const client = await one<AppRow>(db, 'select * from oauth_apps where client_id = $1', [
      optString(body, 'client_id') ?? '',
    ]);
    const secret = optString(body, 'client_secret');
    if (!client || (secret !== undefined && !sameSecret(secret, client.client_secret))) {
      return tokenError(reply, 401, 'invalid_client', INVALID_CLIENT);
    }
    if (grantType === 'client_credentials') {
      if (secret === undefined) return tokenError(reply, 401, 'invalid_client', INVALID_CLIENT);
      const scopes = parseScopes(optString(body, 'scope') ?? 'read');
      const allowed = parseScopes(client.scopes);
      if (!scopes.every((s) => OAUTH_SCOPES.includes(s) && hasScope(allowed, s))) {
        return tokenError(
          reply,
          400,
          'invalid_scope',
          'The requested scope is invalid, unknown, or malformed.',
        );
      }
      return issueToken(db, client.id, null, scopes.join(' '));
    }
    const code = await one<{
      code: string;
      app_id: string;
      account_id: string;
      redirect_uri: string;
      scopes: string;
      code_challenge: string | null;
      expires_at: Date;
      used_at: Date | null;
    }>(db, 'select * from oauth_codes where code = $1', [optString(body, 'code') ?? '']);
    const redirectUri = optString(body, 'redirect_uri') ?? code?.redirect_uri;
    if (
      !code ||
      code.app_id !== client.id ||
      code.used_at ||
      code.expires_at.getTime() < Date.now() ||
      redirectUri !== code.redirect_uri
    ) {
      return tokenError(reply, 400, 'invalid_grant', INVALID_GRANT);
    }
    if (code.code_challenge) {
      const verifier = optString(body, 'code_verifier') ?? '';
      const digest = createHash('sha256').update(verifier).digest('base64url');
      if (!verifier || !sameSecret(digest, code.code_challenge))
        return tokenError(reply, 400, 'invalid_grant', INVALID_GRANT);
    } else if (secret === undefined) {
      return tokenError(reply, 401, 'invalid_client', INVALID_CLIENT);
    }
    // Single use: only the request that marks the code used gets a token.
    const claimed = await db.query(
      'update oauth_codes set used_at = now() where code = $1 and used_at is null',
      [code.code],
    );
    if (!claimed.affectedRows) return tokenError(reply, 400, 'invalid_grant', INVALID_GRANT);
    return issueToken(db, client.id, code.account_id, code.scopes);
  });

  app.post('/oauth/revoke', async (request, reply) => {
    const body = asParams(request.body);
    const token = await one<{ id: string; app_id: string }>(
      db,
      'select t.id, t.app_id from oauth_tokens t where t.token = $1',
      [optString(body, 'token') ?? ''],
    );
    const clientId = optString(body, 'client_id');
    if (token && clientId) {
      const client = await one<AppRow>(db, 'select * from oauth_apps where client_id = $1', [
        clientId,
      ]);
      if (!client || client.id !== token.app_id) {
        return tokenError(
          reply,
          403,
          'unauthorized_client',
          'You are not authorized to revoke this token',
        );
      }
    }
    if (token)
      await db.query(
        'update oauth_tokens set revoked_at = now() where id = $1 and revoked_at is null',
        [token.id],
      );
    return {};
  });
}
