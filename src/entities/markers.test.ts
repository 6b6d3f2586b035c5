import { describe, expect, it } from 'vitest';
import { normaliseMarkers } from './markers';

describe('normaliseMarkers', () => {
  it('reads the last read ids', () => {
    expect(
      normaliseMarkers({
        home: { last_read_id: '10', version: 1, updated_at: 'x' },
        notifications: { last_read_id: '20', version: 3, updated_at: 'x' },
      }),
    ).toEqual({ home: '10', notifications: '20' });
  });

  it('leaves missing or odd markers null', () => {
    expect(normaliseMarkers({})).toEqual({ home: null, notifications: null });
    expect(normaliseMarkers({ home: { last_read_id: 10 } })).toEqual({
      home: null,
      notifications: null,
    });
    expect(() => normaliseMarkers(null)).toThrow();
  });
});

describe('normaliseMarkers: when home moved', () => {
  it('reads updated_at as a time, to tell the newer place', () => {
    expect(
      normaliseMarkers({
        home: { last_read_id: '10', version: 2, updated_at: '2026-11-24T10:00:00.000Z' },
      }).homeUpdatedAt,
    ).toBe(Date.parse('2026-11-24T10:00:00.000Z'));
  });
});
