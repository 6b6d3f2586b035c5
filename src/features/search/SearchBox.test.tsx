// @vitest-environment jsdom
import { act } from '../../test/act';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '../../components/navigation/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchValueChanged } from '../../store/search/search';
import { connectSession } from '../../store/session/sessionActions';
import { accountJSON } from '../../test/fixtures';
import { stubMatchMedia, withTestRoot } from '../../test/reactRoot';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { SearchBox } from './SearchBox';

const env = withTestRoot(stubMatchMedia);
afterEach(() => vi.unstubAllGlobals());

function Where() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

async function render() {
  const t = createTestStore();
  t.api.on('GET', '/api/v1/accounts/search', {
    body: [accountJSON({ id: '5', username: 'alice', display_name: 'Alice' })],
  });
  t.api.on('GET', '/api/v2/search', {
    body: { accounts: [], statuses: [], hashtags: [{ name: 'alps', url: `${ORIGIN}/tags/alps` }] },
  });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  await act(async () => {
    env.root.render(
      <Provider store={t.store}>
        <IntlProvider locale="en">
          <MemoryRouter>
            <SearchBox />
            <Routes>
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </IntlProvider>
      </Provider>,
    );
    await Promise.resolve();
  });
  const input = env.container.querySelector<HTMLInputElement>('input[role="combobox"]');
  if (!input) throw new Error('no search box');
  return { ...t, input };
}

function key(input: HTMLInputElement, name: string) {
  act(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });
}

const options = () =>
  [...env.container.querySelectorAll('[role="option"]')].map((o) => o.textContent);

describe('the search box', () => {
  it('moves through the suggestions with the arrow keys and opens the chosen one', async () => {
    const { store, input } = await render();
    act(() => {
      input.focus();
      store.dispatch(searchValueChanged('al'));
    });
    await vi.waitFor(() => expect(options()).toEqual(['Alice@alice', '#alps']));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    const active = input.getAttribute('aria-activedescendant') ?? '';
    expect(document.getElementById(active)?.textContent).toBe('#alps');
    key(input, 'ArrowDown');
    expect(
      document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent,
    ).toBe('Alice@alice');
    key(input, 'Enter');
    expect(env.container.querySelector('output')?.textContent).toBe('/@alice');
    expect(store.getState().search.history).toEqual([{ type: 'account', q: 'alice' }]);
    expect(store.getState().search.value).toBe('');
  });

  it('Escape clears the box and leaves it', async () => {
    const { store, input } = await render();
    act(() => {
      input.focus();
      store.dispatch(searchValueChanged('al'));
    });
    key(input, 'Escape');
    expect(store.getState().search.value).toBe('');
    expect(document.activeElement).not.toBe(input);
  });
});
