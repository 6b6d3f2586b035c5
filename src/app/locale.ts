import { appIntl, followAppLocale } from '../i18n/intl';
import { startLocale } from '../i18n/localeSwitch';
import type { AppStore } from '../store';
import { localeRestored } from '../store/session/settings';

/**
 * The interface's language at start-up: the choice kept on this device (or the browser's
 * languages), its catalogue fetched while the rest starts. `<html lang>` follows every change.
 * Resolves when the first render can be drawn in that language (at once for English).
 */
export function startAppLocale(store: AppStore, win: Window): Promise<void> | null {
  const root = win.document.documentElement;
  followAppLocale(() => {
    root.lang = appIntl.locale;
  });
  const { choice, ready } = startLocale(win.localStorage, win.navigator.languages);
  store.dispatch(localeRestored(choice));
  return ready;
}
