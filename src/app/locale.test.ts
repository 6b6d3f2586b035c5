// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { appIntl } from '../i18n/intl';
import { showLocale } from '../i18n/localeSwitch';
import { selectLocaleChoice } from '../store/session/settingsSelectors';
import { createTestStore } from '../test/testStore';
import { startAppLocale } from './locale';

afterEach(async () => {
  window.localStorage.clear();
  await showLocale('en');
});

describe('the language at start-up', () => {
  it("renders at once in English, the browser's language here", () => {
    const { store } = createTestStore();
    expect(startAppLocale(store, window)).toBeNull();
    expect(selectLocaleChoice(store.getState())).toBe('browser');
  });

  it('waits for the catalogue of the language chosen on this device, and sets <html lang>', async () => {
    window.localStorage.setItem('kmyblue:locale', 'ja');
    const { store } = createTestStore();
    const ready = startAppLocale(store, window);
    expect(selectLocaleChoice(store.getState())).toBe('ja');
    expect(ready).not.toBeNull();
    await ready;
    expect(appIntl.locale).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
  });
});
