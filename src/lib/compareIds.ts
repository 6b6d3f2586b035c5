/**
 * Mastodon ids are snowflakes sent as decimal strings: too big for a number, and a
 * plain string compare puts '9' after '10'. A longer id is always the newer one.
 */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Is `a` newer than `b`? Anything is newer than nothing. */
export function isNewerId(a: string, b: string | null | undefined): boolean {
  return b === null || b === undefined || compareIds(a, b) > 0;
}

/**
 * The id just above `id` (as digits, carried like a sum), so `max_id` = this takes the page
 * that starts at `id` itself: `max_id` alone leaves its own id out.
 */
export function nextId(id: string): string {
  const digits = id.split('');
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const d = Number(digits[i]);
    if (d < 9) {
      digits[i] = String(d + 1);
      return digits.join('');
    }
    digits[i] = '0';
  }
  return `1${digits.join('')}`;
}
