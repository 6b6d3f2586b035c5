/** Mastodon OAuth 2 with PKCE (CONTRACT: sign-in is standard Mastodon OAuth 2). */
import { normaliseApp, normaliseToken } from '../entities/oauth';
import type { OAuthApp, OAuthToken } from '../entities/types';
import { createApiClient, ignoreBody, mapResult, type ApiResult } from './client';

type WithFetch<T> = T & { fetch?: typeof fetch };

const anonymous = (origin: string, fetchImpl?: typeof fetch) =>
  createApiClient({ origin, token: null, fetch: fetchImpl });

export async function registerApp(
  origin: string,
  options: WithFetch<{ clientName: string; redirectUri: string; scopes: string; website?: string }>,
): Promise<ApiResult<OAuthApp>> {
  const form: Record<string, string> = {
    client_name: options.clientName,
    redirect_uris: options.redirectUri,
    scopes: options.scopes,
  };
  if (options.website) form.website = options.website;
  return mapResult(
    await anonymous(origin, options.fetch).request('POST', '/api/v1/apps', { form }),
    normaliseApp,
  );
}

export function buildAuthorizeUrl(
  origin: string,
  options: {
    clientId: string;
    redirectUri: string;
    scope: string;
    codeChallenge: string;
    state: string;
  },
): string {
  const url = new URL('/oauth/authorize', origin);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    scope: options.scope,
    code_challenge: options.codeChallenge,
    code_challenge_method: 'S256',
    state: options.state,
  }).toString();
  return url.href;
}

export async function exchangeCode(
  origin: string,
  options: WithFetch<{
    clientId: string;
    clientSecret: string;
    code: string;
    redirectUri: string;
    codeVerifier: string;
  }>,
): Promise<ApiResult<OAuthToken>> {
  const form = {
    grant_type: 'authorization_code',
    code: options.code,
    client_id: options.clientId,
    client_secret: options.clientSecret,
    redirect_uri: options.redirectUri,
    code_verifier: options.codeVerifier,
  };
  return mapResult(
    await anonymous(origin, options.fetch).request('POST', '/oauth/token', { form }),
    normaliseToken,
  );
}

export async function revokeToken(
  origin: string,
  options: WithFetch<{ clientId: string; clientSecret: string; token: string }>,
): Promise<ApiResult<null>> {
  const form = {
    client_id: options.clientId,
    client_secret: options.clientSecret,
    token: options.token,
  };
  return mapResult(
    await anonymous(origin, options.fetch).request('POST', '/oauth/revoke', { form }),
    ignoreBody,
  );
}

const base64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** RFC 7636: a 43-character verifier and its S256 challenge. */
export async function createPkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64Url(new Uint8Array(digest)) };
}
