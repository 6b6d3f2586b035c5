/** Reading ScheduledStatus JSON, and the rule a scheduled time must keep. */
import type { ApiScheduledPollJSON, ApiScheduledStatusJSON } from '../api/types';
import { normaliseMediaAttachment } from './media';
import type { PollDraft, ScheduledStatus } from './types';
import { asArray, readEach, reader, wireObject } from './validate';

/** Mastodon refuses a time less than 5 minutes ahead. */
export const SCHEDULE_MIN_OFFSET_MS = 5 * 60_000;

export type ScheduleProblem = 'invalid' | 'too_soon';

/** What is wrong with scheduling at `iso` when it is `nowMs`, or null when it may be. */
export function scheduleProblem(iso: string | null, nowMs: number): ScheduleProblem | null {
  const at = iso === null ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(at)) return 'invalid';
  return at - nowMs < SCHEDULE_MIN_OFFSET_MS ? 'too_soon' : null;
}

/** The first time that may be chosen: 5 minutes ahead, on to the next whole minute. */
export function earliestScheduleTime(nowMs: number): Date {
  const minute = 60_000;
  return new Date(Math.ceil((nowMs + SCHEDULE_MIN_OFFSET_MS) / minute) * minute);
}

function pollOf(value: unknown): PollDraft | null {
  const poll = wireObject<ApiScheduledPollJSON>(value);
  if (!poll) return null;
  const options = Array.isArray(poll.options)
    ? poll.options.filter((o): o is string => typeof o === 'string')
    : [];
  const expiresIn = Number(poll.expires_in);
  return {
    options,
    expiresIn: Number.isFinite(expiresIn) ? expiresIn : 86_400,
    multiple: poll.multiple === true,
  };
}

const stringOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function normaliseScheduledStatus(json: unknown): ScheduledStatus {
  const r = reader<ApiScheduledStatusJSON>(json, 'ScheduledStatus');
  const scheduledAt = r.string('scheduled_at');
  if (Number.isNaN(Date.parse(scheduledAt))) r.fail('scheduled_at is not a time');
  const params = r.object('params');
  if (!params) return r.fail('params missing');
  const media = r.json.media_attachments;
  return {
    id: r.string('id'),
    scheduledAt,
    text: typeof params.text === 'string' ? params.text : '',
    spoilerText: typeof params.spoiler_text === 'string' ? params.spoiler_text : '',
    sensitive: params.sensitive === true,
    visibility: stringOrNull(params.visibility) ?? 'public',
    searchability: stringOrNull(params.searchability),
    language: stringOrNull(params.language),
    markdown: params.markdown === true,
    inReplyToId: stringOrNull(params.in_reply_to_id),
    circleId: stringOrNull(params.circle_id),
    quotedStatusId: stringOrNull(params.quoted_status_id),
    quotePolicy: stringOrNull(params.quote_approval_policy),
    poll: pollOf(params.poll),
    media: Array.isArray(media) ? readEach(media, normaliseMediaAttachment) : [],
  };
}

/** A page of them; one that cannot be read is left out (the rest still show). */
export function normaliseScheduledStatuses(json: unknown): ScheduledStatus[] {
  return readEach(asArray(json, 'ScheduledStatus list'), normaliseScheduledStatus);
}
