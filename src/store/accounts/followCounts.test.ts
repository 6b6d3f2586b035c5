import { describe, expect, it } from 'vitest';
import { adjustedCount } from './followCounts';

describe('follow count rule', () => {
  it('adds and takes one, never below zero', () => {
    expect(adjustedCount(4, 1)).toBe(5);
    expect(adjustedCount(4, -1)).toBe(3);
    expect(adjustedCount(0, -1)).toBe(0);
  });
  it('leaves a hidden (negative) count hidden', () => {
    expect(adjustedCount(-1, 1)).toBe(-1);
    expect(adjustedCount(-1, -1)).toBe(-1);
  });
});
