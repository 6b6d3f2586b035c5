import { createIntlCache, type IntlShape } from 'react-intl';
import type { Catalogue } from './catalogues';
import { seedEnglishNumbers } from './englishFormat';
import { makeIntl } from './knownLocales';
import type { AppLocale } from './locale';
import type { MessageText } from './text';

const cache = createIntlCache();
seedEnglishNumbers(cache);
const listeners = new Set<() => void>();

/**
 * The one formatter of the app: the screens read it through the provider, and text the
 * store shows outside the page (desktop notifications) is formatted by the same one. A live
 * binding: it is replaced when the language changes, and importers see the new one.
 */
export let appIntl: IntlShape = makeIntl('en', {}, cache);

/** Formats everything in `locale` from now on, and tells those following the language. */
export function setAppLocale(locale: AppLocale, messages: Catalogue): void {
  appIntl = makeIntl(locale, messages, cache);
  listeners.forEach((listener) => listener());
}

/** Calls `listener` after each change of language; returns the unsubscribe. */
export function followAppLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentAppIntl = (): IntlShape => appIntl;

export const formatText = (text: MessageText): string =>
  appIntl.formatMessage({ id: text.id, defaultMessage: text.defaultMessage }, text.values);
