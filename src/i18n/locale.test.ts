import { describe, expect, it } from 'vitest';
import {
  isLocaleChoice,
  keepLocaleChoice,
  localeOfLanguages,
  readLocaleChoice,
  resolveLocale,
} from './locale';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
};

describe('the interface language', () => {
  it("follows the browser's first language the interface is written in", () => {
    expect(localeOfLanguages(['ja-JP', 'en-US'])).toBe('ja');
    expect(localeOfLanguages(['ja'])).toBe('ja');
    expect(localeOfLanguages(['JA-jp'])).toBe('ja');
    expect(localeOfLanguages(['en-GB', 'ja'])).toBe('en');
    // A language the interface lacks is passed over for the next one.
    expect(localeOfLanguages(['fr-FR', 'ja-JP'])).toBe('ja');
  });

  it('is English when none of the browser languages is available', () => {
    expect(localeOfLanguages(['fr', 'de'])).toBe('en');
    expect(localeOfLanguages([])).toBe('en');
    // "jav" (Javanese) is not Japanese.
    expect(localeOfLanguages(['jav'])).toBe('en');
  });

  it('is the chosen language whatever the browser says, or the browser default', () => {
    expect(resolveLocale('en', ['ja-JP'])).toBe('en');
    expect(resolveLocale('ja', ['en-US'])).toBe('ja');
    expect(resolveLocale('browser', ['ja-JP'])).toBe('ja');
    expect(resolveLocale('browser', ['en-US'])).toBe('en');
  });

  it('keeps the choice on the device and reads back only a known one', () => {
    const storage = memory();
    expect(readLocaleChoice(storage)).toBe('browser');
    keepLocaleChoice(storage, 'ja');
    expect(readLocaleChoice(storage)).toBe('ja');
    storage.setItem('kmyblue:locale', 'klingon');
    expect(readLocaleChoice(storage)).toBe('browser');
    expect(isLocaleChoice('en')).toBe(true);
    expect(isLocaleChoice('fr')).toBe(false);
  });

  it('holds a choice for the visit when storage refuses it', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => keepLocaleChoice(refusing, 'ja')).not.toThrow();
    expect(readLocaleChoice(refusing)).toBe('browser');
  });
});
