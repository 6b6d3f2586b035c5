import { normaliseStatusList } from '../entities/statusList';
import type { EntityBundle, InvalidEntity } from '../entities/types';
import { asArray } from '../entities/validate';
import { nextTask } from '../lib/frameQueue';
import { mapResult, type ApiClient, type ApiResult, type QueryValue } from './client';

/** Pagination by id, as every Mastodon list takes it. */
export interface PageParams {
  maxId?: string;
  sinceId?: string;
  minId?: string;
  limit?: number;
}

export interface StatusPage {
  /** Status ids in order; an unreadable one is an InvalidEntity in its place. */
  items: Array<string | InvalidEntity>;
  bundle: EntityBundle;
  /** HTTP 206: the server is still building this timeline. */
  isPartial: boolean;
}

export const pageQuery = (params: PageParams): Record<string, QueryValue> => ({
  max_id: params.maxId,
  since_id: params.sinceId,
  min_id: params.minId,
  limit: params.limit,
});

/** A flag is sent only when set: servers read a present 'false' inconsistently. */
export const flag = (value: boolean | undefined): 'true' | undefined =>
  value ? 'true' : undefined;

/** Statuses read per task: a page of 40 is read in a few short tasks, not one long one. */
const STATUSES_PER_TASK = 8;
/**
 * A column's first page is read in one task (a page of 20 is 30–40 ms with the CPU slowed
 * 4×): nothing of the column is on screen yet to keep smooth, and each pause between slices
 * would wait behind the other tasks of a screen being built, the posts coming frames later.
 */
export const FIRST_PAGE_STATUSES_PER_TASK = 20;
const pause = () =>
  new Promise<void>((resolve) => {
    nextTask(resolve);
  });

async function readPage(
  result: ApiResult<unknown>,
  perTask = STATUSES_PER_TASK,
): Promise<ApiResult<StatusPage>> {
  const list = mapResult(result, (json) => asArray(json, 'Status list'));
  if (!list.ok) return list;
  const page = await normaliseStatusList(list.value, { size: perTask, pause });
  return { ...list, value: { ...page, isPartial: list.status === 206 } };
}

/** `perTask`: statuses read before the reading pauses for other tasks. */
export async function fetchStatusPage(
  client: ApiClient,
  path: string,
  query: Record<string, QueryValue>,
  perTask?: number,
): Promise<ApiResult<StatusPage>> {
  return readPage(await client.request('GET', path, { query }), perTask);
}

/** The posts about one post (`/api/v1/statuses/:id/{name}`); the next page by its Link URL. */
export function fetchStatusesAbout(
  client: ApiClient,
  statusId: string,
  name: string,
  url?: string,
): Promise<ApiResult<StatusPage>> {
  return url
    ? fetchStatusPageAt(client, url)
    : fetchStatusPage(client, `/api/v1/statuses/${encodeURIComponent(statusId)}/${name}`, {});
}

/** A page from a Link header URL (rel next or prev). */
export async function fetchStatusPageAt(
  client: ApiClient,
  url: string,
): Promise<ApiResult<StatusPage>> {
  return readPage(await client.requestUrl('GET', url));
}
