import { describe, expect, it } from 'vitest';
import { formatDuration, relativeTimeParts } from './time';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('relativeTimeParts', () => {
  it('picks the largest whole unit', () => {
    expect(relativeTimeParts(ago(3_000), NOW)).toEqual({ unit: 'now', value: 0 });
    expect(relativeTimeParts(ago(45_000), NOW)).toEqual({ unit: 'second', value: 45 });
    expect(relativeTimeParts(ago(5 * 60_000 + 59_000), NOW)).toEqual({ unit: 'minute', value: 5 });
    expect(relativeTimeParts(ago(3 * 3_600_000), NOW)).toEqual({ unit: 'hour', value: 3 });
    expect(relativeTimeParts(ago(2 * 86_400_000), NOW)).toEqual({ unit: 'day', value: 2 });
  });

  it('gives a date after a week, saying whether the year is the same', () => {
    expect(relativeTimeParts(ago(8 * 86_400_000), NOW)).toEqual({
      unit: 'date',
      value: NOW - 8 * 86_400_000,
      sameYear: true,
    });
    expect(relativeTimeParts('2024-01-01T00:00:00Z', NOW)).toMatchObject({
      unit: 'date',
      sameYear: false,
    });
  });

  it('reads a future time as now and refuses garbage', () => {
    expect(relativeTimeParts(ago(-60_000), NOW)).toEqual({ unit: 'now', value: 0 });
    expect(relativeTimeParts('yesterday', NOW)).toBeNull();
  });
});

describe('formatDuration', () => {
  it('omits hours when zero', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(5)).toBe('00:05');
    expect(formatDuration(65.9)).toBe('01:05');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('shows hours when there are some', () => {
    expect(formatDuration(3600)).toBe('01:00:00');
    expect(formatDuration(3725)).toBe('01:02:05');
    expect(formatDuration(36_000 * 3)).toBe('30:00:00');
  });

  it('treats nonsense as zero', () => {
    expect(formatDuration(Number.NaN)).toBe('00:00');
    expect(formatDuration(-5)).toBe('00:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});
