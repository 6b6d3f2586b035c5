/** Bodies of the scheduled-status routes, and the time a post is scheduled for. */
import type { ApiScheduledStatusUpdateBody } from '../../src/api/types';
import { validationFailed } from '../http/errors';
import { asParams, optString } from '../http/params';

/** An ISO 8601 time with a date and an hour at least (what Rails' to_datetime reads). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

export function parseScheduledAt(value: string): Date {
  const at = new Date(value);
  if (!ISO_TIME.test(value) || Number.isNaN(at.getTime()))
    throw validationFailed('Scheduled at is invalid');
  return at;
}

export function parseScheduledStatusUpdateBody(raw: unknown): ApiScheduledStatusUpdateBody {
  return { scheduled_at: optString(asParams(raw), 'scheduled_at') || undefined };
}
