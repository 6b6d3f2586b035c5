import { describe, expect, it } from 'vitest';
import { compareIds, isNewerId, nextId } from './compareIds';

describe('compareIds', () => {
  it('orders by length first, then lexicographically', () => {
    expect(compareIds('9', '10')).toBeLessThan(0);
    expect(compareIds('10', '9')).toBeGreaterThan(0);
    expect(compareIds('110', '109')).toBeGreaterThan(0);
    expect(compareIds('109', '109')).toBe(0);
  });

  it('sorts snowflakes beyond Number precision', () => {
    const ids = ['113576591043071234', '99', '113576591043071233', '1'];
    expect([...ids].sort(compareIds)).toEqual([
      '1',
      '99',
      '113576591043071233',
      '113576591043071234',
    ]);
  });

  it('isNewerId treats a missing id as older', () => {
    expect(isNewerId('2', '1')).toBe(true);
    expect(isNewerId('1', '2')).toBe(false);
    expect(isNewerId('1', '1')).toBe(false);
    expect(isNewerId('1', null)).toBe(true);
    expect(isNewerId('1', undefined)).toBe(true);
  });
});

describe('nextId', () => {
  it('adds one to a decimal id of any length', () => {
    expect(nextId('109')).toBe('110');
    expect(nextId('999')).toBe('1000');
    expect(nextId('113576591043071239')).toBe('113576591043071240');
    expect(compareIds(nextId('113576591043071233'), '113576591043071233')).toBeGreaterThan(0);
  });
});
