import { createIntl, InvalidConfigError, type IntlCache, type IntlShape } from 'react-intl';
import { IntlMessageFormat } from 'intl-messageformat';
import { APP_LOCALES, type AppLocale } from './locale';

/**
 * How the app's formatter is made (`makeIntl`): without asking the engine for its locales, and
 * giving plain messages as they are.
 *
 * The engine is not asked which of the app's languages it supports: every engine's `Intl` has
 * English and Japanese, and the first such question (`supportedLocalesOf`) loads its list of
 * locales, 100–170 ms of the main thread with the CPU slowed 4× in a blank page (the first date
 * or number formatter loads the same data; making a `PluralRules` or a `Locale` does not).
 * react-intl asks when a formatter is made, and intl-messageformat for every message with
 * values; so the first screen in English, which makes no date or number formatter
 * (`englishFormat.ts`), loads none of it.
 */

const isAppLocale = (locale: string | undefined): locale is AppLocale =>
  APP_LOCALES.some((known) => known === locale);

const askEngine = IntlMessageFormat.resolveLocale;
/** One `Intl.Locale` (immutable) per language, for every message with values. */
const resolved = new Map<AppLocale, Intl.Locale>();
IntlMessageFormat.resolveLocale = (locales) => {
  const first = typeof locales === 'string' ? locales : locales[0];
  if (!isAppLocale(first) || typeof Intl.Locale !== 'function') return askEngine(locales);
  let locale = resolved.get(first);
  if (!locale) {
    locale = new Intl.Locale(first);
    resolved.set(first, locale);
  }
  return locale;
};

/** As react-intl reports errors by default, less the missing locale said on purpose below. */
function reportIntlError(error: Error): void {
  if (error instanceof InvalidConfigError) return;
  if (!import.meta.env.PROD) console.error(error);
}

/** ICU message syntax (an argument, a tag, a quote, a plural's number): text without it is itself. */
const SYNTAX = /[{}<'#]/;

/**
 * `formatMessage` giving a message with no syntax in it as it is. react-intl formats even plain
 * text the long way: it merges the formats twice and serialises them into its memo's key on
 * every call, about 0.3 ms at 4× (a post's action bar alone formats seven labels).
 */
function withPlainText(intl: IntlShape, messages: Record<string, string>): IntlShape {
  // Its overloads type the values and the result; this only looks at the descriptor.
  type Format = (
    descriptor: { id?: string; defaultMessage?: unknown },
    ...rest: unknown[]
  ) => unknown;
  const format = intl.formatMessage as unknown as Format;
  const textOf = (id: string | undefined, defaultMessage: unknown) => {
    if (id === undefined || id === '') return undefined;
    if (Object.hasOwn(messages, id)) return messages[id];
    return intl.locale === intl.defaultLocale ? defaultMessage : undefined;
  };
  const formatMessage: Format = (descriptor, ...rest) => {
    const text = textOf(descriptor.id, descriptor.defaultMessage);
    if (typeof text === 'string' && text !== '' && !SYNTAX.test(text)) return text;
    return format(descriptor, ...rest);
  };
  const typed = formatMessage as unknown as IntlShape['formatMessage'];
  return { ...intl, formatMessage: typed, $t: typed };
}

/**
 * The app's formatter in `locale`. English is given as the default locale and no locale, which
 * react-intl takes as it is; any other is checked against the engine's list.
 */
export function makeIntl(
  locale: AppLocale,
  messages: Record<string, string>,
  cache: IntlCache,
): IntlShape {
  const intl =
    locale === 'en'
      ? createIntl({ locale: '', defaultLocale: 'en', messages, onError: reportIntlError }, cache)
      : createIntl({ locale, defaultLocale: 'en', messages }, cache);
  return withPlainText(intl, messages);
}
