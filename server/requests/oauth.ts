/** Bodies of app registration, the token exchange and revocation. */
import type {
  ApiAppCreateBody,
  ApiAuthorizeBody,
  ApiRevokeBody,
  ApiTokenBody,
} from '../../src/api/types';
import { OAUTH_SCOPES } from '../config';
import { longerThan } from '../content/text';
import { validationFailed } from '../http/errors';
import { asParams, optString, stringList } from '../http/params';
import { OOB_REDIRECT_URI, parseScopes } from '../services/apps';

/** An app's body once checked: every list a list, the name and URIs present. */
export type AppCreateRequest = ApiAppCreateBody & {
  client_name: string;
  redirect_uris: string[];
  scopes: string[];
  website: string | undefined;
};

/** Mastodon's ApplicationExtension limits. */
const APP_NAME_MAX = 60;
const APP_URI_MAX = 2000;

function validWebsite(uri: string): boolean {
  try {
    const url = new URL(uri);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function validRedirectUri(uri: string): boolean {
  if (uri === OOB_REDIRECT_URI) return true;
  try {
    const url = new URL(uri);
    return url.hash === '' && url.protocol !== 'javascript:' && url.protocol !== 'data:';
  } catch {
    return false;
  }
}

export function parseAppCreateBody(raw: unknown): AppCreateRequest {
  const body = asParams(raw);
  const name = optString(body, 'client_name')?.trim();
  if (!name) throw validationFailed("Application name can't be blank");
  if (longerThan(name, APP_NAME_MAX))
    throw validationFailed(`Application name is too long (maximum is ${APP_NAME_MAX} characters)`);
  const rawUris = Array.isArray(body.redirect_uris)
    ? stringList(body, 'redirect_uris')
    : (optString(body, 'redirect_uris') ?? '').split(/[\s]+/);
  const redirectUris = rawUris.map((u) => u.trim()).filter(Boolean);
  if (!redirectUris.length) throw validationFailed("Redirect URI can't be blank");
  if (redirectUris.some((uri) => uri.length > APP_URI_MAX))
    throw validationFailed(`Redirect URI is too long (maximum is ${APP_URI_MAX} characters)`);
  if (!redirectUris.every(validRedirectUri))
    throw validationFailed('Redirect URI must be an absolute URI.');
  const scopes = Array.isArray(body.scopes)
    ? stringList(body, 'scopes')
    : parseScopes(optString(body, 'scopes') ?? 'read');
  if (!scopes.length) scopes.push('read');
  if (!scopes.every((scope) => OAUTH_SCOPES.includes(scope))) {
    throw validationFailed("Scopes doesn't match configured on the server.");
  }
  const website = optString(body, 'website')?.trim() || undefined;
  if (website !== undefined && (website.length > APP_URI_MAX || !validWebsite(website)))
    throw validationFailed('Website is invalid');
  return { client_name: name, redirect_uris: redirectUris, scopes, website };
}

export function parseTokenBody(raw: unknown): ApiTokenBody {
  const body = asParams(raw);
  return {
    grant_type: optString(body, 'grant_type'),
    client_id: optString(body, 'client_id'),
    client_secret: optString(body, 'client_secret'),
    code: optString(body, 'code'),
    redirect_uri: optString(body, 'redirect_uri'),
    code_verifier: optString(body, 'code_verifier'),
    scope: optString(body, 'scope'),
  };
}

export function parseRevokeBody(raw: unknown): ApiRevokeBody {
  const body = asParams(raw);
  return { token: optString(body, 'token'), client_id: optString(body, 'client_id') };
}

/** The authorize request, from the query or the form (which adds the sign-in and decision). */
export function parseAuthorizeBody(raw: unknown): ApiAuthorizeBody {
  const body = asParams(raw);
  return {
    client_id: optString(body, 'client_id'),
    redirect_uri: optString(body, 'redirect_uri'),
    response_type: optString(body, 'response_type'),
    scope: optString(body, 'scope'),
    state: optString(body, 'state'),
    code_challenge: optString(body, 'code_challenge'),
    code_challenge_method: optString(body, 'code_challenge_method'),
    decision: optString(body, 'decision'),
    username: optString(body, 'username'),
    password: optString(body, 'password'),
  };
}

/** RFC 6749 client_secret_basic: the client's id and secret in an Authorization header. */
export function withBasicCredentials(
  body: ApiTokenBody,
  authorization: string | undefined,
): ApiTokenBody {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  if (!match) return body;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return body;
  const id = decodeURIComponent(decoded.slice(0, colon));
  const secret = decodeURIComponent(decoded.slice(colon + 1));
  return { ...body, client_id: body.client_id ?? id, client_secret: body.client_secret ?? secret };
}
