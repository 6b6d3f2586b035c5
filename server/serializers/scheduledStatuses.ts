/** Mastodon's ScheduledStatus JSON: the params as Mastodon names them, and the held media. */
import type {
  ApiScheduledStatusJSON,
  ApiScheduledStatusParamsJSON,
  ApiStatusCreateBody,
} from '../../src/api/types';
import type { Queryable } from '../db/database';
import type { MediaRow } from '../services/media';
import { scheduledMedia, type ScheduledStatusRow } from '../services/scheduledStatuses';
import { mediaJSON } from './statuses';

function paramsJSON(
  params: ApiStatusCreateBody,
  row: ScheduledStatusRow,
): ApiScheduledStatusParamsJSON {
  return {
    text: params.status ?? '',
    poll: params.poll ?? null,
    media_ids: params.media_ids?.length ? params.media_ids : null,
    sensitive: params.sensitive ?? null,
    spoiler_text: params.spoiler_text ?? null,
    visibility: params.visibility ?? null,
    in_reply_to_id: params.in_reply_to_id ?? null,
    language: params.language ?? null,
    application_id: row.application_id,
    scheduled_at: null,
    idempotency: null,
    with_rate_limit: false,
    searchability: params.searchability ?? null,
    markdown: params.markdown ?? null,
    circle_id: params.circle_id ?? null,
    quoted_status_id: params.quoted_status_id ?? params.quote_id ?? null,
    quote_approval_policy: params.quote_approval_policy ?? null,
  };
}

export async function scheduledStatusesJSON(
  db: Queryable,
  origin: string,
  found: ScheduledStatusRow[],
): Promise<ApiScheduledStatusJSON[]> {
  const media = await scheduledMedia<MediaRow & { scheduled_status_id: string }>(
    db,
    found.map((f) => f.id),
  );
  return found.map((row) => {
    const order = row.params.media_ids ?? [];
    const held = media
      .filter((m) => m.scheduled_status_id === row.id)
      .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    return {
      id: row.id,
      scheduled_at: row.scheduled_at.toISOString(),
      params: paramsJSON(row.params, row),
      media_attachments: held.map((m) => mediaJSON(m, origin)),
    };
  });
}
