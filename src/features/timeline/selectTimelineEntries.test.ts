import { describe, expect, it } from 'vitest';
import { HOME_SUGGESTIONS_MIN_AGE_MS, HOME_SUGGESTIONS_MIN_INDEX } from '../../store/constants';
import { suggestionsIndex, type TimelineEntry } from './selectTimelineEntries';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const statusAged = (id: string, ageMs: number): TimelineEntry => ({
  kind: 'status',
  id,
  createdAt: new Date(NOW - ageMs).toISOString(),
});
const at = (entries: TimelineEntry[]) =>
  suggestionsIndex(entries, NOW, HOME_SUGGESTIONS_MIN_AGE_MS, HOME_SUGGESTIONS_MIN_INDEX);

describe('home follow-suggestions marker', () => {
  it('uses the spec numbers: older than 4 hours, index at least 1', () => {
    expect(HOME_SUGGESTIONS_MIN_AGE_MS).toBe(4 * HOUR);
    expect(HOME_SUGGESTIONS_MIN_INDEX).toBe(1);
  });

  it('goes before the first post older than 4 hours', () => {
    const entries = [
      statusAged('a', 1 * HOUR),
      statusAged('b', 3 * HOUR),
      statusAged('c', 5 * HOUR),
      statusAged('d', 6 * HOUR),
    ];
    expect(at(entries)).toBe(2);
  });

  it('never goes at index 0, even when the newest post is already old', () => {
    expect(at([statusAged('a', 10 * HOUR), statusAged('b', 11 * HOUR)])).toBe(1);
  });

  it('is absent when no post is older than 4 hours', () => {
    expect(at([statusAged('a', HOUR), statusAged('b', 4 * HOUR - 1000)])).toBe(-1);
  });

  it('skips gap markers when looking for the old post', () => {
    const entries: TimelineEntry[] = [
      statusAged('a', HOUR),
      { kind: 'gap', gap: { type: 'gap', key: 'gap-1', sinceId: 'b' } },
      statusAged('b', 5 * HOUR),
    ];
    expect(at(entries)).toBe(2);
  });
});
