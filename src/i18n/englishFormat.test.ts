import { createIntl, createIntlCache } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishInteger, englishMonthDay, seedEnglishNumbers } from './englishFormat';

afterEach(() => vi.unstubAllGlobals());

describe('English numbers without Intl', () => {
  it('writes whole numbers as Intl.NumberFormat("en") does', () => {
    const real = new Intl.NumberFormat('en');
    for (const n of [0, 1, 12, 999, 1_000, 12_345, 999_999, 1_000_000, -1, -1_234_567]) {
      expect(englishInteger(n)).toBe(real.format(n));
    }
    expect(englishInteger(Number.MAX_SAFE_INTEGER)).toBe(real.format(Number.MAX_SAFE_INTEGER));
  });

  it('leaves what is not a safe whole number to the real formatter', () => {
    for (const n of [1.5, -0, NaN, Infinity, 1e21, Number.MAX_SAFE_INTEGER + 2]) {
      expect(englishInteger(n)).toBeNull();
    }
  });
});

describe('English month and day without Intl', () => {
  it('writes each month as Intl.DateTimeFormat("en") does, with and without the year', () => {
    const short = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });
    const long = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2025, month, day, 23, 30);
        expect(englishMonthDay(date, false)).toBe(short.format(date));
        expect(englishMonthDay(date, true)).toBe(long.format(date));
      }
    }
  });
});

describe("an English message's #", () => {
  /** Intl as it is, counting the number formatters made. */
  function countingNumberFormats() {
    const Real = Intl.NumberFormat;
    const made: unknown[][] = [];
    const counted = Object.create(Intl) as typeof Intl;
    counted.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made.push(args);
      }
    } as typeof Intl.NumberFormat;
    vi.stubGlobal('Intl', counted);
    return made;
  }

  /** The app's formatter as `intl.ts` makes it: its cache seeded. */
  function seededIntl(locale: string, messages: Record<string, string>) {
    const cache = createIntlCache();
    seedEnglishNumbers(cache);
    return createIntl({ locale, defaultLocale: 'en', messages }, cache);
  }

  const votes = {
    id: 'test.votes',
    defaultMessage: '{count, plural, one {# vote} other {# votes}}',
  };

  it('is written without making a number formatter when it is a whole number', () => {
    const intl = seededIntl('en', {});
    const made = countingNumberFormats();
    expect(intl.formatMessage(votes, { count: 1 })).toBe('1 vote');
    expect(intl.formatMessage(votes, { count: 12_345 })).toBe('12,345 votes');
    expect(made).toEqual([]);
  });

  it('makes the real formatter, once, for anything else', () => {
    const intl = seededIntl('en', {});
    const made = countingNumberFormats();
    expect(intl.formatMessage(votes, { count: 2.5 })).toBe('2.5 votes');
    expect(intl.formatMessage(votes, { count: 1.25 })).toBe('1.25 votes');
    expect(made).toEqual([['en']]);
  });

  it('is left to the real formatter in another language', () => {
    const intl = seededIntl('ja', { 'test.votes': '{count, plural, other {#票}}' });
    const made = countingNumberFormats();
    expect(intl.formatMessage(votes, { count: 12_345 })).toBe('12,345票');
    expect(made).toEqual([['ja']]);
  });
});
