// @vitest-environment jsdom
import { act } from '../../test/act';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appIntl } from '../../i18n/intl';
import { showLocale } from '../../i18n/localeSwitch';
import { selectLocaleChoice } from '../../store/session/settingsSelectors';
import { withTestRoot } from '../../test/reactRoot';
import { createTestStore } from '../../test/testStore';
import { LanguageChoice } from './LanguageChoice';

const env = withTestRoot();
afterEach(async () => {
  await showLocale('en');
});

describe('the Language setting', () => {
  it('offers the browser default and each language named in itself, and switches at once', async () => {
    const { store } = createTestStore();
    act(() =>
      env.root.render(
        <Provider store={store}>
          <IntlProvider locale="en" defaultLocale="en" messages={{}}>
            <LanguageChoice />
          </IntlProvider>
        </Provider>,
      ),
    );
    const group = env.container.querySelector('fieldset')!;
    expect(group.querySelector('legend')?.textContent).toBe('Language');
    const labels = [...group.querySelectorAll('label')];
    expect(labels.map((l) => l.textContent)).toEqual(['Browser default', 'English', '日本語']);
    expect(labels[0]?.querySelector('input')?.checked).toBe(true);

    act(() => labels[2]?.querySelector('input')?.click());
    expect(selectLocaleChoice(store.getState())).toBe('ja');
    expect(labels[2]?.querySelector('input')?.checked).toBe(true);
    await vi.waitFor(() => expect(appIntl.locale).toBe('ja'));
  });
});
