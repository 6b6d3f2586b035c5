import { describe, expect, it } from 'vitest';
import { expiryState } from './filterExpiry';

const now = Date.parse('2025-03-01T12:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('expiryState', () => {
  it('never without an expiry, expired once it has passed (or is now)', () => {
    expect(expiryState(null, now)).toEqual({ kind: 'never' });
    expect(expiryState(at(-1000), now)).toEqual({ kind: 'expired' });
    expect(expiryState(at(0), now)).toEqual({ kind: 'expired' });
  });

  it('reads the time left in the largest unit that fits', () => {
    expect(expiryState(at(30 * 60_000), now)).toEqual({
      kind: 'expires',
      value: 30,
      unit: 'minute',
    });
    expect(expiryState(at(20_000), now)).toEqual({ kind: 'expires', value: 1, unit: 'minute' });
    expect(expiryState(at(6 * 3600_000 - 1000), now)).toEqual({
      kind: 'expires',
      value: 6,
      unit: 'hour',
    });
    expect(expiryState(at(7 * 86400_000), now)).toEqual({ kind: 'expires', value: 7, unit: 'day' });
  });
});
