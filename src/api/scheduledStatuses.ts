/** Mastodon's scheduled posts: made by posting with scheduled_at, then listed, moved, cancelled. */
import { normaliseScheduledStatus, normaliseScheduledStatuses } from '../entities/scheduledStatus';
import type { ScheduledStatus } from '../entities/types';
import type { ApiScheduledStatusUpdateBody, ApiStatusCreateBody } from './types';
import { ignoreBody, mapResult, type ApiClient, type ApiResult } from './client';

const id = encodeURIComponent;
const BASE = '/api/v1/scheduled_statuses';

/** POST /api/v1/statuses with scheduled_at answers the ScheduledStatus, not a Status. */
export async function scheduleStatus(
  client: ApiClient,
  body: ApiStatusCreateBody & { scheduled_at: string },
  idempotencyKey: string,
): Promise<ApiResult<ScheduledStatus>> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  return mapResult(
    await client.request('POST', '/api/v1/statuses', { json: body, headers }),
    normaliseScheduledStatus,
  );
}

/** The first page, or the next one by its Link URL. */
export async function fetchScheduledStatuses(
  client: ApiClient,
  url?: string,
): Promise<ApiResult<ScheduledStatus[]>> {
  const result = url ? await client.requestUrl('GET', url) : await client.request('GET', BASE);
  return mapResult(result, normaliseScheduledStatuses);
}

/** PUT: only the time changes. */
export async function rescheduleStatus(
  client: ApiClient,
  scheduledId: string,
  scheduledAt: string,
): Promise<ApiResult<ScheduledStatus>> {
  const json: ApiScheduledStatusUpdateBody = { scheduled_at: scheduledAt };
  return mapResult(
    await client.request('PUT', `${BASE}/${id(scheduledId)}`, { json }),
    normaliseScheduledStatus,
  );
}

export async function cancelScheduledStatus(
  client: ApiClient,
  scheduledId: string,
): Promise<ApiResult<null>> {
  return mapResult(await client.request('DELETE', `${BASE}/${id(scheduledId)}`), ignoreBody);
}
