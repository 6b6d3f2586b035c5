import { describe, expect, it } from 'vitest';
import { orderLanguages } from './composeLanguages';

describe('language choice', () => {
  it('puts the frequently used languages first, then by name', () => {
    const names: Record<string, string> = { en: 'English', ja: 'Japanese', de: 'German' };
    expect(orderLanguages(['en', 'ja', 'de', 'en'], { ja: 3, de: 1 }, (c) => names[c]!)).toEqual([
      'ja',
      'de',
      'en',
    ]);
    expect(orderLanguages(['ja', 'en', 'de'], {}, (c) => names[c]!)).toEqual(['en', 'de', 'ja']);
  });
});
