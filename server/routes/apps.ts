import type { FastifyInstance } from 'fastify';
import type { ApiAppJSON } from '../../src/api/types';
import { newSecret } from '../auth';
import { OAUTH_SCOPES, VAPID_PUBLIC_KEY } from '../config';
import { one } from '../db/database';
import { ApiError, TOKEN_INVALID, validationFailed } from '../http/errors';
import { asParams, optString, stringList } from '../http/params';
import { snowflakeNow } from '../ids';
import type { ServerState } from '../state';

export const OOB_REDIRECT_URI = 'urn:ietf:wg:oauth:2.0:oob';

export interface AppRow {
  id: string;
  name: string;
  website: string | null;
  redirect_uris: string[];
  scopes: string;
  client_id: string;
  client_secret: string;
}

export function parseScopes(value: string | undefined): string[] {
  return [...new Set((value ?? '').split(/[\s+]+/).filter(Boolean))];
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

function appJSON(row: AppRow, withSecret: boolean): ApiAppJSON & Record<string, unknown> {
  const base = {
    id: row.id,
    name: row.name,
    website: row.website,
    scopes: parseScopes(row.scopes),
    redirect_uri: row.redirect_uris.join('\n'),
    redirect_uris: row.redirect_uris,
    vapid_key: VAPID_PUBLIC_KEY,
  };
  return withSecret
    ? {
        ...base,
        client_id: row.client_id,
        client_secret: row.client_secret,
        client_secret_expires_at: 0,
      }
    : { ...base, client_id: row.client_id, client_secret: '' };
}

export function registerApps(app: FastifyInstance, state: ServerState): void {
  app.post('/api/v1/apps', async (request) => {
    const body = asParams(request.body);
    const name = optString(body, 'client_name')?.trim();
    if (!name) throw validationFailed("Application name can't be blank");
    const rawUris = Array.isArray(body.redirect_uris)
      ? stringList(body, 'redirect_uris')
      : (optString(body, 'redirect_uris') ?? '').split(/[\s]+/);
    const redirectUris = rawUris.map((u) => u.trim()).filter(Boolean);
    if (!redirectUris.length) throw validationFailed("Redirect URI can't be blank");
    if (!redirectUris.every(validRedirectUri))
      throw validationFailed('Redirect URI must be an absolute URI.');
    const scopes = Array.isArray(body.scopes)
      ? stringList(body, 'scopes')
      : parseScopes(optString(body, 'scopes') ?? 'read');
    if (!scopes.length) scopes.push('read');
    if (!scopes.every((scope) => OAUTH_SCOPES.includes(scope))) {
      throw validationFailed("Scopes doesn't match configured on the server.");
    }
    const website = optString(body, 'website')?.trim() || null;
    const row = await one<AppRow>(
      state.db,
      `insert into oauth_apps (id, name, website, redirect_uris, scopes, client_id, client_secret, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, now()) returning *`,
      [snowflakeNow(), name, website, redirectUris, scopes.join(' '), newSecret(), newSecret()],
    );
    return appJSON(row!, true);
  });

  app.get('/api/v1/apps/verify_credentials', async (request) => {
    // Any valid token may read its own application, whatever its scopes.
    const auth = request.auth;
    if (!auth) throw new ApiError(401, TOKEN_INVALID);
    const row = await one<AppRow>(state.db, 'select * from oauth_apps where id = $1', [auth.appId]);
    const json: Record<string, unknown> = appJSON(row!, false);
    delete json.client_secret;
    return json;
  });
}
