import { ignoreBody, mapResult, type ApiClient, type ApiResult } from './client';

/** PUT api/web/settings with the settings under `data`. */
export async function saveWebSettings(client: ApiClient, data: unknown): Promise<ApiResult<null>> {
  return mapResult(
    await client.request('PUT', '/api/web/settings', { json: { data } }),
    ignoreBody,
  );
}
