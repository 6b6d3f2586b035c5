/** How a filter's expiry reads in the list: never, expired, or the time left in one unit. */
export type ExpiryState =
  | { kind: 'never' }
  | { kind: 'expired' }
  | { kind: 'expires'; value: number; unit: 'minute' | 'hour' | 'day' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The largest unit that fits, rounded up, so "Expires in 1 hour" never means 10 minutes. */
export function expiryState(expiresAt: string | null, now: number): ExpiryState {
  if (expiresAt === null) return { kind: 'never' };
  const left = Date.parse(expiresAt) - now;
  if (!(left > 0)) return { kind: 'expired' };
  if (left >= DAY) return { kind: 'expires', value: Math.round(left / DAY), unit: 'day' };
  if (left >= HOUR) return { kind: 'expires', value: Math.round(left / HOUR), unit: 'hour' };
  return { kind: 'expires', value: Math.max(1, Math.ceil(left / MINUTE)), unit: 'minute' };
}
