import { describe, expect, it } from 'vitest';
import { fromLocalInputValue, toLocalInputValue } from './scheduleTime';

describe('schedule time in the reader’s time zone', () => {
  it('shows a UTC time as the local wall-clock time and reads it back', () => {
    const at = new Date(2026, 10, 25, 9, 5);
    expect(toLocalInputValue(at)).toBe('2026-11-25T09:05');
    expect(fromLocalInputValue('2026-11-25T09:05')).toBe(at.toISOString());
  });

  it('follows the local offset when sending UTC', () => {
    const iso = fromLocalInputValue('2026-01-31T23:30');
    const local = new Date(2026, 0, 31, 23, 30);
    expect(iso).toBe(local.toISOString());
    expect(Date.parse(iso ?? '') - Date.UTC(2026, 0, 31, 23, 30)).toBe(
      local.getTimezoneOffset() * 60_000,
    );
  });

  it('takes seconds, and refuses incomplete or impossible values', () => {
    expect(fromLocalInputValue('2026-11-25T09:05:30')).toBe(
      new Date(2026, 10, 25, 9, 5, 30).toISOString(),
    );
    expect(fromLocalInputValue('')).toBeNull();
    expect(fromLocalInputValue('2026-11-25')).toBeNull();
    expect(fromLocalInputValue('2026-02-30T10:00')).toBeNull();
  });
});
