import type { AppLocale } from './locale';

export type Catalogue = Record<string, string>;

/**
 * A language's messages. English is the source's own text (each message's defaultMessage), so
 * it has no catalogue; another language's is its own chunk, fetched only when it is shown.
 */
export function loadCatalogue(locale: AppLocale): Promise<Catalogue> {
  switch (locale) {
    case 'en':
      return Promise.resolve({});
    case 'ja':
      return import('./locales/ja.json').then((module) => module.default);
  }
}
