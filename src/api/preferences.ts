import { normaliseCredentialAccount } from '../entities/credentials';
import type { CredentialSource } from '../entities/types';
import type { ApiCredentialsSourceBody } from './types';
import { mapResult, type ApiClient, type ApiResult } from './client';

/**
 * PATCH update_credentials with the posting defaults (`source`); the server answers with the
 * account, whose source says what it now keeps.
 */
export async function updatePostingDefaults(
  client: ApiClient,
  body: ApiCredentialsSourceBody,
): Promise<ApiResult<CredentialSource>> {
  return mapResult(
    await client.request('PATCH', '/api/v1/accounts/update_credentials', { json: body }),
    (json) => normaliseCredentialAccount(json).defaults,
  );
}
