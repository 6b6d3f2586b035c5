import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, TOKEN_INVALID } from '../http/errors';
import { parseAppCreateBody } from '../requests/oauth';
import { appJSON } from '../serializers/apps';
import { appById, createApp } from '../services/apps';
import type { ServerState } from '../state';
import { withState } from './helpers';

async function registerApp(state: ServerState, request: FastifyRequest) {
  const body = parseAppCreateBody(request.body);
  const row = await createApp(state.db, {
    name: body.client_name,
    website: body.website ?? null,
    redirectUris: body.redirect_uris,
    scopes: body.scopes,
  });
  return appJSON(row, true, state.vapid.publicKey);
}

/** Any valid token may read its own application, whatever its scopes. */
async function verifyAppCredentials(state: ServerState, request: FastifyRequest) {
  const auth = request.auth;
  if (!auth) throw new ApiError(401, TOKEN_INVALID);
  const json: Record<string, unknown> = appJSON(
    (await appById(state.db, auth.appId))!,
    false,
    state.vapid.publicKey,
  );
  delete json.client_secret;
  return json;
}

export function registerApps(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.post('/api/v1/apps', on(registerApp));
  app.get('/api/v1/apps/verify_credentials', on(verifyAppCredentials));
}
