import type { ApiAppJSON, ApiTokenJSON } from '../api/types';
import type { OAuthApp, OAuthToken } from './types';
import { reader } from './validate';

export function normaliseApp(json: unknown): OAuthApp {
  const r = reader<ApiAppJSON>(json, 'App');
  const uris = r.array('redirect_uris').filter((u): u is string => typeof u === 'string');
  return {
    clientId: r.string('client_id'),
    clientSecret: r.string('client_secret'),
    redirectUri: r.stringOr('redirect_uri', uris[0] ?? ''),
  };
}

export function normaliseToken(json: unknown): OAuthToken {
  const r = reader<ApiTokenJSON>(json, 'Token');
  const accessToken = r.string('access_token');
  if (accessToken === '') r.fail('"access_token" is empty');
  return {
    accessToken,
    tokenType: r.stringOr('token_type', 'Bearer'),
    scope: r.stringOr('scope', ''),
    createdAt: r.numberOr('created_at', null),
  };
}
