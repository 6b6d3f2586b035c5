/** OAuth 2 as Mastodon (Doorkeeper) speaks it: code and token exchange, revoke. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiTokenBody } from '../../src/api/types';
import { hasScope } from '../auth';
import { OAUTH_SCOPES } from '../config';
import { parseRevokeBody, parseTokenBody, withBasicCredentials } from '../requests/oauth';
import { appByClientId, parseScopes, type AppRow } from '../services/apps';
import { claimCode, findCode, findToken, issueToken, revokeToken } from '../services/oauth';
import type { ServerState } from '../state';
import { withState } from './helpers';
import { INVALID_CLIENT, registerAuthorize } from './oauthAuthorize';

const INVALID_GRANT =
  'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.';

const sameSecret = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

function tokenError(
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
): FastifyReply {
  return reply.code(status).send({ error, error_description: description });
}

function clientCredentialsGrant(
  state: ServerState,
  reply: FastifyReply,
  client: AppRow,
  body: ApiTokenBody,
) {
  if (body.client_secret === undefined)
    return tokenError(reply, 401, 'invalid_client', INVALID_CLIENT);
  const scopes = parseScopes(body.scope ?? 'read');
  const allowed = parseScopes(client.scopes);
  if (!scopes.every((s) => OAUTH_SCOPES.includes(s) && hasScope(allowed, s))) {
    return tokenError(
      reply,
      400,
      'invalid_scope',
      'The requested scope is invalid, unknown, or malformed.',
    );
  }
  return issueToken(state.db, client.id, null, scopes.join(' '));
}

async function authorizationCodeGrant(
  state: ServerState,
  reply: FastifyReply,
  client: AppRow,
  body: ApiTokenBody,
) {
  const code = await findCode(state.db, body.code ?? '');
  const redirectUri = body.redirect_uri ?? code?.redirect_uri;
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
    const verifier = body.code_verifier ?? '';
    const digest = createHash('sha256').update(verifier).digest('base64url');
    if (!verifier || !sameSecret(digest, code.code_challenge))
      return tokenError(reply, 400, 'invalid_grant', INVALID_GRANT);
  } else if (body.client_secret === undefined) {
    return tokenError(reply, 401, 'invalid_client', INVALID_CLIENT);
  }
  if (!(await claimCode(state.db, code.code)))
    return tokenError(reply, 400, 'invalid_grant', INVALID_GRANT);
  return issueToken(state.db, client.id, code.account_id, code.scopes);
}

async function exchangeToken(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const body = withBasicCredentials(parseTokenBody(request.body), request.headers.authorization);
  const grantType = body.grant_type;
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
  const client = await appByClientId(state.db, body.client_id ?? '');
  const secret = body.client_secret;
  if (!client || (secret !== undefined && !sameSecret(secret, client.client_secret))) {
    return tokenError(reply, 401, 'invalid_client', INVALID_CLIENT);
  }
  return grantType === 'client_credentials'
    ? clientCredentialsGrant(state, reply, client, body)
    : authorizationCodeGrant(state, reply, client, body);
}

async function revoke(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const body = parseRevokeBody(request.body);
  const token = await findToken(state.db, body.token ?? '');
  if (token && body.client_id) {
    const client = await appByClientId(state.db, body.client_id);
    if (!client || client.id !== token.app_id) {
      return tokenError(
        reply,
        403,
        'unauthorized_client',
        'You are not authorized to revoke this token',
      );
    }
  }
  if (token) {
    await revokeToken(state.db, token.id);
    state.hub.emit({ type: 'token.revoked', tokenId: token.id });
  }
  return {};
}

export function registerOAuth(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  registerAuthorize(app, state);
  app.post('/oauth/token', on(exchangeToken));
  app.post('/oauth/revoke', on(revoke));
}
