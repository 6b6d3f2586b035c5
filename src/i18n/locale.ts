/** The languages the interface is written in; English is the source's own. */
export const APP_LOCALES = ['en', 'ja'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

/** The Language setting: the browser's preference, or one language whatever the browser says. */
export const LOCALE_CHOICES = ['browser', ...APP_LOCALES] as const;
export type LocaleChoice = (typeof LOCALE_CHOICES)[number];

export const isLocaleChoice = (value: unknown): value is LocaleChoice =>
  LOCALE_CHOICES.some((choice) => choice === value);

/**
 * The first of the browser's languages (most preferred first) that the interface is written
 * in, by its primary subtag: ja-JP reads as ja. English when none is.
 */
export function localeOfLanguages(languages: readonly string[]): AppLocale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    const found = APP_LOCALES.find((locale) => locale === primary);
    if (found) return found;
  }
  return 'en';
}

export const resolveLocale = (choice: LocaleChoice, languages: readonly string[]): AppLocale =>
  choice === 'browser' ? localeOfLanguages(languages) : choice;

/**
 * The choice is kept on the device too: the first screen is drawn in it before any account's
 * settings have been read.
 */
const LOCALE_CHOICE_KEY = 'kmyblue:locale';

type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readLocaleChoice(storage: ChoiceStorage): LocaleChoice {
  try {
    const stored = storage.getItem(LOCALE_CHOICE_KEY);
    return isLocaleChoice(stored) ? stored : 'browser';
  } catch {
    return 'browser';
  }
}

export function keepLocaleChoice(storage: ChoiceStorage, choice: LocaleChoice): void {
  try {
    storage.setItem(LOCALE_CHOICE_KEY, choice);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this visit only.
  }
}
