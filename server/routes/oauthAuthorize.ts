/** The authorize page and its form: sign in, allow or deny, and the code for the app. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasScope } from '../auth';
import { OAUTH_SCOPES } from '../config';
import type { Queryable } from '../db/database';
import type { ApiAuthorizeBody } from '../../src/api/types';
import { asParams, optString } from '../http/params';
import { parseAuthorizeBody } from '../requests/oauth';
import { appByClientId, OOB_REDIRECT_URI, parseScopes, type AppRow } from '../services/apps';
import { accountForLogin, createAuthorizationCode } from '../services/oauth';
import type { ServerState } from '../state';
import { authorizePage, codePage, errorPage, oauthPageHeaders } from './authorizePage';
import { withState } from './helpers';

export const INVALID_CLIENT =
  'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.';
const INVALID_REDIRECT = 'The redirect uri included is not valid.';

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

const errorPageOf = (status: number, message: string): Checked => ({
  ok: false,
  send: (reply) => oauthPageHeaders(reply.code(status)).send(errorPage(message)),
});

/** What the app asked for, once its redirect URI is trusted: failures go back to the app. */
function checkGrant(app: AppRow, redirectUri: string, params: ApiAuthorizeBody): Checked {
  const state = params.state;
  const fail = (error: string, description: string): Checked => ({
    ok: false,
    send: (reply) =>
      reply.redirect(
        redirectTo(redirectUri, { error, error_description: description, state }),
        302,
      ),
  });
  if (params.response_type !== 'code') {
    return fail(
      'unsupported_response_type',
      'The authorization server does not support this response type.',
    );
  }
  const scopes = parseScopes(params.scope ?? 'read');
  const allowed = parseScopes(app.scopes);
  if (!scopes.length || !scopes.every((s) => OAUTH_SCOPES.includes(s) && hasScope(allowed, s))) {
    return fail('invalid_scope', 'The requested scope is invalid, unknown, or malformed.');
  }
  const challenge = params.code_challenge ?? '';
  const method = params.code_challenge_method ?? '';
  if (challenge && method !== 'S256') {
    return fail('invalid_request', 'The code challenge method must be S256.');
  }
  const hidden: Record<string, string> = {
    client_id: app.client_id,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: scopes.join(' '),
  };
  if (state) hidden.state = state;
  if (challenge)
    Object.assign(hidden, { code_challenge: challenge, code_challenge_method: method });
  return { ok: true, app, redirectUri, scopes, hidden };
}

/** Validates an authorization request; failures before the redirect URI is trusted show a page. */
async function checkAuthorizeRequest(db: Queryable, params: ApiAuthorizeBody): Promise<Checked> {
  const clientId = params.client_id ?? '';
  const app = await appByClientId(db, clientId);
  if (!app) return errorPageOf(401, INVALID_CLIENT);
  const redirectUri =
    params.redirect_uri ?? (app.redirect_uris.length === 1 ? app.redirect_uris[0]! : '');
  if (!app.redirect_uris.includes(redirectUri)) return errorPageOf(400, INVALID_REDIRECT);
  return checkGrant(app, redirectUri, params);
}

async function showAuthorizePage(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const checked = await checkAuthorizeRequest(state.db, parseAuthorizeBody(request.query));
  if (!checked.ok) return checked.send(reply);
  const { app, scopes, hidden, redirectUri } = checked;
  return oauthPageHeaders(reply, redirectUri).send(
    authorizePage({ appName: app.name, scopes, hidden, demo: state.demo }),
  );
}

/** The authorize form: the authorize request's fields plus the decision and the sign-in. */
async function submitAuthorizeForm(
  state: ServerState,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const body = parseAuthorizeBody(request.body);
  const checked = await checkAuthorizeRequest(state.db, body);
  if (!checked.ok) return checked.send(reply);
  const stateParam = checked.hidden.state;
  if (body.decision === 'deny') {
    return reply.redirect(
      redirectTo(checked.redirectUri, {
        error: 'access_denied',
        error_description: 'The resource owner or authorization server denied the request.',
        state: stateParam,
      }),
      302,
    );
  }
  const username = body.username ?? '';
  const accountId = await accountForLogin(state.db, username, body.password ?? '');
  if (!accountId) {
    const { app, scopes, hidden } = checked;
    const error = 'Invalid username or password.';
    const view = { appName: app.name, scopes, hidden, username, error, demo: state.demo };
    return oauthPageHeaders(reply.code(401), checked.redirectUri).send(authorizePage(view));
  }
  const code = await createAuthorizationCode(state.db, {
    appId: checked.app.id,
    accountId,
    redirectUri: checked.redirectUri,
    scopes: checked.scopes,
    codeChallenge: checked.hidden.code_challenge ?? null,
    codeChallengeMethod: checked.hidden.code_challenge_method ?? null,
  });
  return reply.redirect(redirectTo(checked.redirectUri, { code, state: stateParam }), 302);
}

async function showCode(_state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const code = optString(asParams(request.query), 'code') ?? '';
  return oauthPageHeaders(reply).send(codePage(code));
}

export function registerAuthorize(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/oauth/authorize', on(showAuthorizePage));
  app.post('/oauth/authorize', on(submitAuthorizeForm));
  app.get('/oauth/authorize/native', on(showCode));
}
