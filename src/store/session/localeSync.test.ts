import { afterEach, describe, expect, it, vi } from 'vitest';
import { appIntl } from '../../i18n/intl';
import { showLocale } from '../../i18n/localeSwitch';
import { readLocaleChoice } from '../../i18n/locale';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { sessionConnectionStarted, signedOut } from './session';
import { localeRestored, settingChanged, settingsLoaded } from './settings';
import { selectLocaleChoice } from './settingsSelectors';

/** The switch is asynchronous: the catalogue is its own chunk. */
const shown = (locale: string) => vi.waitFor(() => expect(appIntl.locale).toBe(locale));

afterEach(async () => {
  await showLocale('en');
});

describe('the Language setting', () => {
  it('switches the interface when chosen, and keeps the choice on the device', async () => {
    const { store, deps } = createTestStore();
    store.dispatch(settingChanged({ path: ['locale'], value: 'ja' }));
    await shown('ja');
    expect(readLocaleChoice(deps.localStorage)).toBe('ja');

    store.dispatch(settingChanged({ path: ['locale'], value: 'en' }));
    await shown('en');
    expect(readLocaleChoice(deps.localStorage)).toBe('en');
  });

  it("takes an account's chosen language when its settings are read", async () => {
    const { store } = createTestStore();
    store.dispatch(settingsLoaded({ locale: 'ja' }));
    expect(selectLocaleChoice(store.getState())).toBe('ja');
    await shown('ja');
  });

  it('keeps the language in use for settings that never chose one', async () => {
    const { store } = createTestStore();
    store.dispatch(localeRestored('ja'));
    store.dispatch(settingsLoaded({ layout: 'single' }));
    store.dispatch(settingsLoaded({ locale: 'klingon' }));
    expect(selectLocaleChoice(store.getState())).toBe('ja');
  });

  it("keeps the device's language through a new session and a sign-out", async () => {
    const { store } = createTestStore();
    store.dispatch(settingChanged({ path: ['locale'], value: 'ja' }));
    await shown('ja');
    store.dispatch(sessionConnectionStarted({ origin: ORIGIN, token: 'tok' }));
    expect(selectLocaleChoice(store.getState())).toBe('ja');
    store.dispatch(signedOut());
    expect(selectLocaleChoice(store.getState())).toBe('ja');
    expect(appIntl.locale).toBe('ja');
  });
});
