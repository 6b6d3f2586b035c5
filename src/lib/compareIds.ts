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
