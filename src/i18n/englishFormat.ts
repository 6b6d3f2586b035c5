import type { IntlCache } from 'react-intl';

/**
 * English numbers and dates written without the browser's Intl. The first date or number
 * formatter a page makes loads the engine's locale data: 70–100 ms of the main thread with the
 * CPU slowed 4×, whichever kind comes first. The first screen in English needs only whole
 * numbers (a plural's `#`) and a post's month and day, so it makes neither and that time
 * leaves start-up; anything else goes to a real formatter, made when first needed.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A whole number as `Intl.NumberFormat('en')` writes it (`1,234`), or null for any other. */
export function englishInteger(n: number): string | null {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return null;
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

/**
 * A date's month and day in the local time zone, with the year when asked, as
 * `Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year? })` writes them:
 * `Nov 27`, `Nov 27, 2025`.
 */
export function englishMonthDay(date: Date, withYear: boolean): string {
  const monthDay = `${MONTHS[date.getMonth()] ?? ''} ${String(date.getDate())}`;
  return withYear ? `${monthDay}, ${String(date.getFullYear())}` : monthDay;
}

/**
 * `Intl.NumberFormat('en')` with no options, making the real one only for what is not a whole
 * number (or for anything but `format`).
 */
class EnglishNumberFormat implements Intl.NumberFormat {
  #real: Intl.NumberFormat | null = null;
  private real(): Intl.NumberFormat {
    this.#real ??= new Intl.NumberFormat('en');
    return this.#real;
  }
  // A property, as the engine's `format` is a bound function: it may be passed around alone.
  format = (value: number | bigint | Intl.StringNumericLiteral): string =>
    (typeof value === 'number' ? englishInteger(value) : null) ?? this.real().format(value);
  formatToParts(value?: number | bigint): Intl.NumberFormatPart[];
  formatToParts(value: number | bigint | Intl.StringNumericLiteral): Intl.NumberFormatPart[];
  formatToParts(value?: number | bigint | Intl.StringNumericLiteral): Intl.NumberFormatPart[] {
    return value === undefined ? this.real().formatToParts() : this.real().formatToParts(value);
  }
  formatRange(
    start: number | bigint | Intl.StringNumericLiteral,
    end: number | bigint | Intl.StringNumericLiteral,
  ): string {
    return this.real().formatRange(start, end);
  }
  formatRangeToParts(
    start: number | bigint | Intl.StringNumericLiteral,
    end: number | bigint | Intl.StringNumericLiteral,
  ): Intl.NumberRangeFormatPart[] {
    return this.real().formatRangeToParts(start, end);
  }
  resolvedOptions(): Intl.ResolvedNumberFormatOptions {
    return this.real().resolvedOptions();
  }
}

/**
 * Puts the English number formatter where a message's `#` looks for it: an English message
 * asks for `getNumberFormat('en')`, and the formatters keep what they make in `cache` under
 * their memo's key for those arguments (its serializer writes its own `arguments` as JSON: the
 * list of the call's arguments as item 0). A test formats such a message and checks that no
 * real formatter was made, so a library that keys its memo otherwise is found out.
 */
export function seedEnglishNumbers(cache: IntlCache): void {
  cache.number[JSON.stringify({ 0: ['en'] })] = new EnglishNumberFormat();
}
