import { describe, expect, it } from 'vitest';
import { shortNumber } from './shortNumber';

describe('short counts', () => {
  it('leaves counts under a thousand whole', () => {
    expect(shortNumber(0)).toBe('0');
    expect(shortNumber(7)).toBe('7');
    expect(shortNumber(999)).toBe('999');
  });

  it('shows thousands with one decimal below ten, none above', () => {
    expect(shortNumber(1000)).toBe('1K');
    expect(shortNumber(1234)).toBe('1.2K');
    expect(shortNumber(1500)).toBe('1.5K');
    expect(shortNumber(2300)).toBe('2.3K');
    expect(shortNumber(4100)).toBe('4.1K');
    expect(shortNumber(9999)).toBe('9.9K');
    expect(shortNumber(12_345)).toBe('12K');
    expect(shortNumber(123_456)).toBe('123K');
  });

  it('cuts rather than rounds, so the unit never reads as a thousand of itself', () => {
    expect(shortNumber(1299)).toBe('1.2K');
    expect(shortNumber(999_999)).toBe('999K');
  });

  it('goes on to millions and billions', () => {
    expect(shortNumber(1_234_567)).toBe('1.2M');
    expect(shortNumber(2_000_000)).toBe('2M');
    expect(shortNumber(45_600_000)).toBe('45M');
    expect(shortNumber(3_100_000_000)).toBe('3.1B');
  });

  it('reads a negative or fractional count as what can be shown', () => {
    expect(shortNumber(-3)).toBe('0');
    expect(shortNumber(4.7)).toBe('4');
  });
});
