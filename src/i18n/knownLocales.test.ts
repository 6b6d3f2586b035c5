import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntl, createIntlCache } from 'react-intl';
import { scanSource } from './catalogue/sourceMessages';
import { makeIntl } from './knownLocales';
import ja from './locales/ja.json';

/** The locales the engine is asked about from now on, by either formatter. */
function countingQuestions() {
  const spies = [
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf'),
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf'),
  ];
  return () => spies.flatMap((spy) => spy.mock.calls.map((args) => args[0]));
}

const votes = {
  id: 'test.votes',
  defaultMessage: '{count, plural, one {# vote} other {# votes}} by {name}',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the app formatter and the engine’s list of locales', () => {
  it('makes the English formatter and formats a message with values without asking', () => {
    const asked = countingQuestions();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const intl = makeIntl('en', {}, createIntlCache());
    expect(intl.locale).toBe('en');
    expect(intl.formatMessage(votes, { count: 1, name: 'Ada' })).toBe('1 vote by Ada');
    expect(intl.formatMessage(votes, { count: 3, name: 'Bob' })).toBe('3 votes by Bob');
    expect(asked()).toEqual([]);
    // Leaving the locale out on purpose is not reported as a mistake.
    expect(errors).not.toHaveBeenCalled();
  });

  it('formats Japanese with its own plural rules, without asking for messages', () => {
    const intl = makeIntl(
      'ja',
      { 'test.votes': '{name}さんの{count, plural, other {#票}}' },
      createIntlCache(),
    );
    const asked = countingQuestions();
    expect(intl.locale).toBe('ja');
    expect(intl.formatMessage(votes, { count: 1, name: 'Ada' })).toBe('Adaさんの1票');
    expect(asked()).toEqual([]);
  });

  it('still reports a message that cannot be formatted', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const intl = makeIntl('en', {}, createIntlCache());
    intl.formatMessage(
      { id: 'test.broken', defaultMessage: '{count, plural, one {#}' },
      { count: 1 },
    );
    expect(errors).toHaveBeenCalled();
  });
});

describe('plain messages', () => {
  const SRC = fileURLToPath(new URL('..', import.meta.url));
  const descriptors = new Map<string, string>();
  for (const m of scanSource(SRC).flatMap((s) => s.found)) descriptors.set(m.id, m.defaultMessage);
  const japanese: Record<string, string> = ja;

  it('come out as react-intl writes them, every message in both languages', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cases = [
      { app: makeIntl('en', {}, createIntlCache()), locale: 'en', messages: {} },
      { app: makeIntl('ja', japanese, createIntlCache()), locale: 'ja', messages: japanese },
    ];
    for (const { app, locale, messages } of cases) {
      const library = createIntl({ locale, defaultLocale: 'en', messages }, createIntlCache());
      for (const [id, defaultMessage] of descriptors)
        expect([id, app.formatMessage({ id, defaultMessage })]).toEqual([
          id,
          library.formatMessage({ id, defaultMessage }),
        ]);
    }
    expect(descriptors.size).toBeGreaterThan(300);
  });

  it('are written without compiling a message format; one with syntax is compiled', () => {
    const cache = createIntlCache();
    const intl = makeIntl('en', {}, cache);
    expect(intl.formatMessage({ id: 'test.reply', defaultMessage: 'Reply' })).toBe('Reply');
    expect(intl.$t({ id: 'test.boost', defaultMessage: 'Boost' })).toBe('Boost');
    expect(Object.keys(cache.message)).toEqual([]);
    expect(intl.formatMessage(votes, { count: 2, name: 'Ada' })).toBe('2 votes by Ada');
    expect(Object.keys(cache.message)).toHaveLength(1);
  });
});
