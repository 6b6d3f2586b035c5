import {
  normaliseAccountList,
  normaliseStatusEdits,
  normaliseTranslation,
} from '../entities/statusExtras';
import type { EntityBundle, StatusEdit, Translation } from '../entities/types';
import { mapResult, type ApiClient, type ApiResult } from './client';
import { fetchStatusesAbout } from './statusPage';

const id = encodeURIComponent;

export async function translateStatus(
  client: ApiClient,
  statusId: string,
  lang: string,
): Promise<ApiResult<Translation>> {
  const path = `/api/v1/statuses/${id(statusId)}/translate`;
  return mapResult(await client.request('POST', path, { json: { lang } }), normaliseTranslation);
}

export async function fetchStatusHistory(
  client: ApiClient,
  statusId: string,
): Promise<ApiResult<{ edits: StatusEdit[]; bundle: EntityBundle }>> {
  const path = `/api/v1/statuses/${id(statusId)}/history`;
  return mapResult(await client.request('GET', path), normaliseStatusEdits);
}

export type StatusAccountListKind = 'reblogged_by' | 'favourited_by' | 'mentioned_by';

/** Who boosted, favourited or was mentioned; the next page by its Link URL. */
export async function fetchStatusAccounts(
  client: ApiClient,
  statusId: string,
  kind: StatusAccountListKind,
  url?: string,
): Promise<ApiResult<{ ids: string[]; bundle: EntityBundle }>> {
  const result = url
    ? await client.requestUrl('GET', url)
    : await client.request('GET', `/api/v1/statuses/${id(statusId)}/${kind}`);
  return mapResult(result, normaliseAccountList);
}

/** The posts that refer to this one (kmyblue status references). */
export const fetchReferredBy = (client: ApiClient, statusId: string, url?: string) =>
  fetchStatusesAbout(client, statusId, 'referred_by', url);
