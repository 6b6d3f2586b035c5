import { describe, expect, it } from 'vitest';
import { sameData } from './sameData';

describe('sameData', () => {
  it('compares nested objects and arrays by value', () => {
    const a = { id: '1', tags: [{ name: 'x' }], poll: null, count: 2, on: true };
    expect(sameData(a, structuredClone(a))).toBe(true);
    expect(sameData(a, { ...a, tags: [{ name: 'y' }] })).toBe(false);
    expect(sameData(a, { ...a, count: 3 })).toBe(false);
    expect(sameData(a, { ...a, poll: {} })).toBe(false);
  });

  it('tells apart missing keys, extra keys, arrays and objects', () => {
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
  });
});
