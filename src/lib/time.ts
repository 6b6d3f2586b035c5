const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Newer than this counts as 'now' (Mastodon's wording). */
const JUST_NOW_MS = 10 * SECOND_MS;
/** Older than this is shown as a date rather than a count. */
const RELATIVE_MAX_MS = 7 * DAY_MS;

export type RelativeTimeParts =
  | { unit: 'now'; value: 0 }
  | { unit: 'second' | 'minute' | 'hour' | 'day'; value: number }
  /** value: the time in ms since the epoch, for a date formatter. */
  | { unit: 'date'; value: number; sameYear: boolean };

/**
 * What a relative timestamp should say, leaving the wording to i18n. A time slightly
 * in the future (clock skew) reads as 'now'. Null for an unreadable date.
 */
export function relativeTimeParts(iso: string, now: number): RelativeTimeParts | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const delta = now - time;
  if (delta < JUST_NOW_MS) return { unit: 'now', value: 0 };
  if (delta < MINUTE_MS) return { unit: 'second', value: Math.floor(delta / SECOND_MS) };
  if (delta < HOUR_MS) return { unit: 'minute', value: Math.floor(delta / MINUTE_MS) };
  if (delta < DAY_MS) return { unit: 'hour', value: Math.floor(delta / HOUR_MS) };
  if (delta < RELATIVE_MAX_MS) return { unit: 'day', value: Math.floor(delta / DAY_MS) };
  const sameYear = new Date(time).getFullYear() === new Date(now).getFullYear();
  return { unit: 'date', value: time, sameYear };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Player time as hh:mm:ss, with the hours left out when zero. */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const tail = `${pad2(minutes)}:${pad2(rest)}`;
  return hours > 0 ? `${pad2(hours)}:${tail}` : tail;
}
