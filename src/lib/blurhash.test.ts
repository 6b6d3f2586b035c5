import { describe, expect, it } from 'vitest';
import { BlurhashError, decodeBlurhash, isValidBlurhash } from './blurhash';

const DIGITS =
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';
const encode83 = (value: number, length: number) => {
  let out = '';
  for (let i = 1; i <= length; i += 1) out += DIGITS[Math.floor(value / 83 ** (length - i)) % 83]!;
  return out;
};
/** A hash with counts numX × numY, all AC set to `ac`. */
const hashOf = (numX: number, numY: number, dc: number, ac = 9 * 19 * 19 + 9 * 19 + 9, max = 82) =>
  encode83((numY - 1) * 9 + (numX - 1), 1) +
  encode83(max, 1) +
  encode83(dc, 4) +
  encode83(ac, 2).repeat(numX * numY - 1);

describe('isValidBlurhash', () => {
  it('accepts a well-formed hash', () => {
    expect(isValidBlurhash('LEHV6nWB2yk8pyo0adR*.7kCMdnj')).toBe(true);
    expect(isValidBlurhash(hashOf(1, 1, 0))).toBe(true);
    expect(isValidBlurhash(hashOf(9, 9, 0))).toBe(true);
  });

  it('needs at least 6 characters', () => {
    expect(isValidBlurhash('00000')).toBe(false);
    expect(isValidBlurhash('')).toBe(false);
  });

  it('needs exactly 4 + 2 × numX × numY characters', () => {
    expect(isValidBlurhash('LEHV6nWB2yk8pyo0adR*.7kCMdn')).toBe(false);
    expect(isValidBlurhash('LEHV6nWB2yk8pyo0adR*.7kCMdnjj')).toBe(false);
    expect(isValidBlurhash(hashOf(2, 1, 0).slice(0, 6))).toBe(false);
  });

  it('refuses characters outside base 83 and non-strings', () => {
    expect(isValidBlurhash('LEHV6nWB2yk8pyo0adR*.7kCMd j')).toBe(false);
    expect(isValidBlurhash('00"000')).toBe(false);
    expect(isValidBlurhash(null)).toBe(false);
    expect(isValidBlurhash(42)).toBe(false);
  });
});

describe('decodeBlurhash', () => {
  it('draws a DC-only hash as one flat colour', () => {
    const pixels = decodeBlurhash(hashOf(1, 1, 0xff8000), 4, 3);
    expect(pixels).toHaveLength(4 * 3 * 4);
    for (let i = 0; i < pixels.length; i += 4) {
      expect([...pixels.slice(i, i + 4)]).toEqual([255, 128, 0, 255]);
    }
  });

  it('varies along x with a horizontal component', () => {
    // Largest positive AC on every channel: bright on the left, dark on the right.
    const pixels = decodeBlurhash(hashOf(2, 1, 0x808080, 18 * 19 * 19 + 18 * 19 + 18), 8, 1);
    const left = pixels[0]!;
    const right = pixels[7 * 4]!;
    expect(left).toBeGreaterThan(200);
    expect(right).toBeLessThan(50);
    expect(pixels[1]).toBe(left);
  });

  it('averages to about its DC colour', () => {
    const pixels = decodeBlurhash('LEHV6nWB2yk8pyo0adR*.7kCMdnj', 32, 32);
    let r = 0;
    for (let i = 0; i < pixels.length; i += 4) r += pixels[i]!;
    expect(r / (32 * 32)).toBeGreaterThan(60);
    expect(r / (32 * 32)).toBeLessThan(220);
    expect(pixels[3]).toBe(255);
  });

  it('punch strengthens the contrast', () => {
    const hash = hashOf(2, 1, 0x808080, 12 * 19 * 19 + 12 * 19 + 12, 20);
    const soft = decodeBlurhash(hash, 8, 1);
    const strong = decodeBlurhash(hash, 8, 1, 3);
    expect(strong[0]! - strong[28]!).toBeGreaterThan(soft[0]! - soft[28]!);
  });

  it('throws on an invalid hash or size', () => {
    expect(() => decodeBlurhash('nope', 4, 4)).toThrow(BlurhashError);
    expect(() => decodeBlurhash(hashOf(1, 1, 0), 0, 4)).toThrow(BlurhashError);
    expect(() => decodeBlurhash(hashOf(1, 1, 0), 2.5, 4)).toThrow(BlurhashError);
  });
});
