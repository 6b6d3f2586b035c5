import { normaliseCustomEmoji } from '../entities/customEmoji';
import { normaliseInstance } from '../entities/instance';
import type { CustomEmoji, Instance } from '../entities/types';
import { asArray, readEach } from '../entities/validate';
import { mapResult, type ApiClient, type ApiResult } from './client';

/** v2, or v1 on servers that have no v2 (404). */
export async function fetchInstance(client: ApiClient): Promise<ApiResult<Instance>> {
  const v2 = await client.request('GET', '/api/v2/instance');
  if (!v2.ok && v2.error.status === 404) {
    return mapResult(await client.request('GET', '/api/v1/instance'), normaliseInstance);
  }
  return mapResult(v2, normaliseInstance);
}

/** The server's emoji; unreadable or unshowable ones are left out. */
export async function fetchCustomEmojis(client: ApiClient): Promise<ApiResult<CustomEmoji[]>> {
  return mapResult(await client.request('GET', '/api/v1/custom_emojis'), (json) =>
    readEach(asArray(json, 'Custom emojis'), normaliseCustomEmoji),
  );
}
