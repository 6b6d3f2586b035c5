import { describe, expect, it } from 'vitest';
import { debugRequestTimeouts, REQUEST_TIMEOUT_DEBUG_KEY } from './debugSettings';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === REQUEST_TIMEOUT_DEBUG_KEY ? value : null),
});

describe('debugRequestTimeouts', () => {
  it('shortens reads and writes alike to the number of milliseconds set', () => {
    expect(debugRequestTimeouts(storage('1500'))).toEqual({ readMs: 1500, writeMs: 1500 });
  });

  it('keeps the defaults when unset or not a positive whole number', () => {
    for (const value of [null, '', 'soon', '-5', '0', '1.5'])
      expect(debugRequestTimeouts(storage(value))).toBeUndefined();
  });
});
