import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { chooseLocale } from '../../i18n/localeSwitch';
import { readLocaleChoice } from '../../i18n/locale';
import type { StoreDeps } from '../deps';
import type { AppDispatch, RootState } from '../index';
import { sessionConnectionStarted, signedOut } from './session';
import { localeRestored, settingChanged, settingsLoaded } from './settings';

type Listener = ListenerMiddlewareInstance<RootState, AppDispatch, StoreDeps>;

export function registerLocaleSync(listener: Listener) {
  // A language chosen in the settings, or an account's settings that name another one: the
  // interface switches without a reload, and the device keeps the choice for the next start.
  listener.startListening({
    predicate: (action, current, previous) =>
      (settingChanged.match(action) || settingsLoaded.match(action)) &&
      current.settings.locale !== previous.settings.locale,
    effect: async (_action, api) => {
      await chooseLocale(api.getState().settings.locale, api.extra.localStorage);
    },
  });

  // A new session or a sign-out starts from default settings; the language stays the one
  // in use until the account's own settings are read.
  listener.startListening({
    matcher: isAnyOf(sessionConnectionStarted, signedOut),
    effect: (_action, api) => {
      api.dispatch(localeRestored(readLocaleChoice(api.extra.localStorage)));
    },
  });
}
