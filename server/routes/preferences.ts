import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiPreferencesJSON } from '../../src/api/types';
import { requireUser } from '../auth';
import { notFound } from '../http/errors';
import { parseCredentialsProfileBody, parseCredentialsSourceBody } from '../requests/credentials';
import { credentialAccountJSON } from '../serializers/accounts';
import { contextFor } from '../serializers/context';
import { readPostingDefaults, updatePostingDefaults } from '../services/postingDefaults';
import { updateProfile } from '../services/profiles';
import type { ServerState } from '../state';
import { withState } from './helpers';

/**
 * update_credentials: the profile and the posting defaults, both parsed before anything is
 * written; answers with the account as verify_credentials.
 */
async function updateCredentials(state: ServerState, request: FastifyRequest) {
  const accountId = requireUser(request, 'write:accounts');
  const profile = parseCredentialsProfileBody(request.body);
  const source = parseCredentialsSourceBody(request.body);
  await updateProfile(state.db, state.filesDir, accountId, profile);
  await updatePostingDefaults(state.db, accountId, source);
  const json = await credentialAccountJSON(await contextFor(state.db, request), accountId);
  if (!json) throw notFound();
  return json;
}

async function showPreferences(
  state: ServerState,
  request: FastifyRequest,
): Promise<ApiPreferencesJSON> {
  const accountId = requireUser(request, 'read:accounts');
  const row = await readPostingDefaults(state.db, accountId);
  if (!row) throw notFound();
  return {
    'posting:default:visibility': row.privacy,
    'posting:default:sensitive': row.sensitive,
    'posting:default:language': row.language,
    'posting:default:searchability': row.searchability,
    'reading:expand:media': 'default',
    'reading:expand:spoilers': false,
  };
}

export function registerPreferences(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.patch('/api/v1/accounts/update_credentials', on(updateCredentials));
  app.get('/api/v1/preferences', on(showPreferences));
}
