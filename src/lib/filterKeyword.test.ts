import { describe, expect, it } from 'vitest';
import { keywordRegex } from './filterKeyword';

describe('keywordRegex', () => {
  it('matches a whole word only between non-word characters, any case', () => {
    const re = keywordRegex('moon', true);
    expect(re.test('The Moon rises')).toBe(true);
    expect(re.test('moonlight')).toBe(false);
    expect(re.test('honeymoon')).toBe(false);
  });

  it('bounds only the sides that are word characters, and escapes the rest', () => {
    expect(keywordRegex('#tag', true).test('x#tag')).toBe(true);
    expect(keywordRegex('a.b', false).test('axb')).toBe(false);
    expect(keywordRegex('moon', false).test('honeymoon')).toBe(true);
    expect(keywordRegex('月', true).test('今日の月')).toBe(false);
    expect(keywordRegex('月', false).test('今日の月')).toBe(true);
  });
});
