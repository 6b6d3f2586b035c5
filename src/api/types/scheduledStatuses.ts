/** Mastodon's ScheduledStatus: a post waiting for its time, with the params it was made from. */
import type { ApiMediaAttachmentJSON } from './media';

/** The poll of a scheduled post, as its params keep it (expires_in as sent). */
export interface ApiScheduledPollJSON {
  options: string[];
  expires_in: number | string;
  multiple?: boolean;
  hide_totals?: boolean;
}

/** What POST /api/v1/statuses was given, kept until the post is published. */
export interface ApiScheduledStatusParamsJSON {
  text: string;
  poll: ApiScheduledPollJSON | null;
  media_ids: string[] | null;
  sensitive: boolean | null;
  spoiler_text: string | null;
  visibility: string | null;
  in_reply_to_id: string | null;
  language: string | null;
  application_id: string | null;
  scheduled_at: string | null;
  idempotency: string | null;
  with_rate_limit: boolean;
  /** kmyblue's and Mastodon 4.5's additions, when given. */
  searchability?: string | null;
  markdown?: boolean | null;
  circle_id?: string | null;
  quoted_status_id?: string | null;
  quote_approval_policy?: string | null;
}

export interface ApiScheduledStatusJSON {
  id: string;
  scheduled_at: string;
  params: ApiScheduledStatusParamsJSON;
  media_attachments: ApiMediaAttachmentJSON[];
}

/** PUT /api/v1/scheduled_statuses/:id. */
export interface ApiScheduledStatusUpdateBody {
  scheduled_at?: string;
}
