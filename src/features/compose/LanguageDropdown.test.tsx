// @vitest-environment jsdom
import { act } from '../../test/act';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectDraftLanguage } from '../../store/compose/draftSelectors';
import { withTestRoot } from '../../test/reactRoot';
import { createTestStore } from '../../test/testStore';
import { LanguageDropdown } from './ComposeOptions';

const env = withTestRoot();
afterEach(() => vi.restoreAllMocks());

describe('the post language menu', () => {
  it('names the languages only when it opens, and sets the one chosen', () => {
    const t = createTestStore();
    const named = vi.spyOn(Intl.DisplayNames.prototype, 'of');
    act(() => {
      env.root.render(
        <Provider store={t.store}>
          <IntlProvider locale="en">
            <LanguageDropdown />
          </IntlProvider>
        </Provider>,
      );
    });
    const button = env.container.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!;
    expect(button.textContent).toContain('EN');
    expect(named).not.toHaveBeenCalled();

    act(() => button.click());
    const items = [...env.container.querySelectorAll('[role="menuitemradio"]')];
    const labels = items.map((item) => item.textContent);
    expect(labels).toContain('Japanese');
    expect(labels).toContain('English');
    expect(items.find((item) => item.getAttribute('aria-checked') === 'true')?.textContent).toBe(
      'English',
    );
    act(() => (items.find((item) => item.textContent === 'Japanese') as HTMLElement).click());
    expect(selectDraftLanguage(t.store.getState())).toBe('ja');
    expect(env.container.querySelector('[role="menu"]')).toBeNull();
  });
});
