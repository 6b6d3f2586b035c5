import { loadCatalogue } from './catalogues';
import { appIntl, setAppLocale } from './intl';
import {
  keepLocaleChoice,
  readLocaleChoice,
  resolveLocale,
  type AppLocale,
  type LocaleChoice,
} from './locale';

type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages;

let latest = 0;

/**
 * Shows the interface in `locale` once its catalogue is in. The last call wins: a catalogue
 * that arrives after a newer choice is not applied. A catalogue that cannot be fetched
 * (offline before it was ever cached) leaves the language as it is.
 */
export async function showLocale(locale: AppLocale): Promise<void> {
  const ticket = ++latest;
  if (appIntl.locale === locale) return;
  const messages = await loadCatalogue(locale).catch(() => null);
  if (messages && ticket === latest) setAppLocale(locale, messages);
}

/** The reader chose a language (or the browser's): kept on the device and shown. */
export function chooseLocale(
  choice: LocaleChoice,
  storage: ChoiceStorage,
  languages: readonly string[] = browserLanguages(),
): Promise<void> {
  keepLocaleChoice(storage, choice);
  return showLocale(resolveLocale(choice, languages));
}

/**
 * At start-up: the language chosen on this device, or the browser's. Null when it is English
 * (nothing to fetch, the first render need not wait); otherwise the catalogue's arrival.
 */
export function startLocale(
  storage: ChoiceStorage,
  languages: readonly string[] = browserLanguages(),
): { choice: LocaleChoice; ready: Promise<void> | null } {
  const choice = readLocaleChoice(storage);
  const locale = resolveLocale(choice, languages);
  return { choice, ready: locale === 'en' ? null : showLocale(locale) };
}
