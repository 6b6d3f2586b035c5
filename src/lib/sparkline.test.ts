import { describe, expect, it } from 'vitest';
import { sparklinePoints } from './sparkline';

describe('sparklinePoints', () => {
  it('scales the values to the height, the largest at the top, spread across the width', () => {
    expect(sparklinePoints([0, 5, 10], 100, 12, 1)).toBe('0,11 50,6 100,1');
  });

  it('draws all zeros as a line along the bottom', () => {
    expect(sparklinePoints([0, 0, 0, 0], 60, 10, 2)).toBe('0,8 20,8 40,8 60,8');
  });

  it('draws one value as a flat line, and nothing for no values', () => {
    expect(sparklinePoints([3], 50, 10, 0)).toBe('0,0 50,0');
    expect(sparklinePoints([], 50, 10)).toBe('');
  });

  it('keeps two decimals', () => {
    expect(sparklinePoints([1, 2, 3], 10, 10, 0)).toBe('0,6.67 5,3.33 10,0');
  });
});
