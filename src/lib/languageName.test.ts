import { describe, expect, it } from 'vitest';
import { languageName } from './languageName';

describe('language names', () => {
  it('names a language in the given locale', () => {
    expect(languageName('ja', 'en')).toBe('Japanese');
    expect(languageName('de', 'de')).toBe('Deutsch');
  });

  it('falls back to the code for what is not a language code', () => {
    expect(languageName('not a code!', 'en')).toBe('not a code!');
  });
});
