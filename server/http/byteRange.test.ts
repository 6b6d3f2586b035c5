import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byteRange';

describe('byte ranges', () => {
  it('reads a start and an end, capped at the last byte', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-2000', 1000)).toEqual({ start: 900, end: 999 });
  });
  it('reads an open end and a suffix', () => {
    expect(parseByteRange('bytes=10-', 1000)).toEqual({ start: 10, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });
  it('refuses a range past the end, and ignores what it does not read', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5-2', 1000)).toBe('unsatisfiable');
    expect(parseByteRange(undefined, 1000)).toBeNull();
    expect(parseByteRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseByteRange('items=0-1', 1000)).toBeNull();
  });
});
