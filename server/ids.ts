/**
 * Mastodon-style snowflake ids: milliseconds since the epoch shifted left by 16 bits, plus a
 * 16-bit sequence. They sort by time, and as strings by length then lexicographically.
 */
let sequence = 0;
let lastNowId = 0n;

export function snowflakeAt(at: Date | number): string {
  const ms = BigInt(typeof at === 'number' ? Math.floor(at) : at.getTime());
  sequence = (sequence + 1) & 0xffff;
  return ((ms << 16n) | BigInt(sequence)).toString();
}

/** A new id for something happening now, strictly greater than every id made for "now" before. */
export function snowflakeNow(): string {
  let id = BigInt(snowflakeAt(Date.now()));
  if (id <= lastNowId) id = lastNowId + 1n;
  lastNowId = id;
  return id.toString();
}

/** The smallest id that could have been made at that time (for time-based cursors). */
export function snowflakeFloor(at: Date | number): string {
  const ms = BigInt(typeof at === 'number' ? Math.floor(at) : at.getTime());
  return (ms << 16n).toString();
}

export function isId(value: string): boolean {
  return /^\d{1,19}$/.test(value) && BigInt(value) <= 9223372036854775807n;
}

export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
