/**
 * The time a post is scheduled for: shown and typed in the reader's own time zone (the value of
 * an `<input type="datetime-local">`, 'YYYY-MM-DDTHH:mm'), sent as an ISO 8601 time in UTC.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The local wall-clock time of `date`, to the minute, as a datetime-local input holds it. */
export function toLocalInputValue(date: Date): string {
  return (
    `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A datetime-local value read in the reader's time zone, as ISO UTC; null when incomplete. */
export function fromLocalInputValue(value: string): string | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part: string | undefined) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // A day or month out of range rolls over in Date; such a value was not a real time.
  if (date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date.toISOString();
}
