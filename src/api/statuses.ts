import { emptyBundle } from '../entities/bundle';
import { normaliseStatus } from '../entities/status';
import { normaliseContext } from '../entities/statusList';
import { deletedStatusText, normaliseStatusSource } from '../entities/compose';
import type {
  EntityBundle,
  Status,
  StatusContext,
  StatusSource,
  Visibility,
} from '../entities/types';
import type { ApiStatusCreateBody } from './types';
import { ignoreBody, mapResult, type ApiClient, type ApiResult } from './client';

export interface StatusResult {
  status: Status;
  bundle: EntityBundle;
}

const id = encodeURIComponent;

export const readStatus = (json: unknown): StatusResult => {
  const bundle = emptyBundle();
  return { status: normaliseStatus(json, bundle), bundle };
};

/** The Idempotency-Key makes a retried post the same post. */
export async function createStatus(
  client: ApiClient,
  body: ApiStatusCreateBody,
  idempotencyKey: string,
): Promise<ApiResult<StatusResult>> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  return mapResult(
    await client.request('POST', '/api/v1/statuses', { json: body, headers }),
    readStatus,
  );
}

export async function editStatus(
  client: ApiClient,
  statusId: string,
  body: ApiStatusCreateBody,
  idempotencyKey: string,
): Promise<ApiResult<StatusResult>> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  const path = `/api/v1/statuses/${id(statusId)}`;
  return mapResult(await client.request('PUT', path, { json: body, headers }), readStatus);
}

export async function fetchStatus(
  client: ApiClient,
  statusId: string,
): Promise<ApiResult<StatusResult>> {
  return mapResult(await client.request('GET', `/api/v1/statuses/${id(statusId)}`), readStatus);
}

export async function deleteStatus(
  client: ApiClient,
  statusId: string,
  { deleteMedia = false }: { deleteMedia?: boolean } = {},
): Promise<ApiResult<null>> {
  const query = { delete_media: deleteMedia ? 'true' : undefined };
  return mapResult(
    await client.request('DELETE', `/api/v1/statuses/${id(statusId)}`, { query }),
    ignoreBody,
  );
}

/** The thread; with kmyblue's references when asked (with_reference=1). */
export async function fetchContext(
  client: ApiClient,
  statusId: string,
  { withReference = false }: { withReference?: boolean } = {},
): Promise<ApiResult<StatusContext & { bundle: EntityBundle }>> {
  const query = { with_reference: withReference ? '1' : undefined };
  const path = `/api/v1/statuses/${id(statusId)}/context`;
  return mapResult(await client.request('GET', path, { query }), normaliseContext);
}

async function action(client: ApiClient, statusId: string, name: string, json?: unknown) {
  const path = `/api/v1/statuses/${id(statusId)}/${name}`;
  return mapResult(
    await client.request('POST', path, json === undefined ? {} : { json }),
    readStatus,
  );
}

type StatusAction = (client: ApiClient, statusId: string) => Promise<ApiResult<StatusResult>>;

export const favouriteStatus: StatusAction = (client, statusId) =>
  action(client, statusId, 'favourite');
export const unfavouriteStatus: StatusAction = (client, statusId) =>
  action(client, statusId, 'unfavourite');
export const bookmarkStatus: StatusAction = (client, statusId) =>
  action(client, statusId, 'bookmark');
export const unbookmarkStatus: StatusAction = (client, statusId) =>
  action(client, statusId, 'unbookmark');
export const unreblogStatus: StatusAction = (client, statusId) =>
  action(client, statusId, 'unreblog');

/** The answer is the boost, which carries the original (now reblogged) inside. */
export function reblogStatus(
  client: ApiClient,
  statusId: string,
  visibility?: Visibility,
): Promise<ApiResult<StatusResult>> {
  return action(client, statusId, 'reblog', visibility ? { visibility } : undefined);
}

export const pinStatus: StatusAction = (client, statusId) => action(client, statusId, 'pin');
export const unpinStatus: StatusAction = (client, statusId) => action(client, statusId, 'unpin');
/** Mutes (or unmutes) the conversation the status belongs to. */
export const muteConversation: StatusAction = (client, statusId) =>
  action(client, statusId, 'mute');
export const unmuteConversation: StatusAction = (client, statusId) =>
  action(client, statusId, 'unmute');
/** GET v1/statuses/{id}/source: the text as typed, for editing. */
export async function fetchStatusSource(
  client: ApiClient,
  statusId: string,
): Promise<ApiResult<StatusSource>> {
  return mapResult(
    await client.request('GET', `/api/v1/statuses/${id(statusId)}/source`),
    normaliseStatusSource,
  );
}

/** DELETE v1/statuses/{id} keeping the answer, which carries the text (for re-drafting). */
export async function deleteStatusForRedraft(
  client: ApiClient,
  statusId: string,
): Promise<ApiResult<StatusResult & { text: string }>> {
  return mapResult(await client.request('DELETE', `/api/v1/statuses/${id(statusId)}`), (json) => ({
    ...readStatus(json),
    text: deletedStatusText(json),
  }));
}
