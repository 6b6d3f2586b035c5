import { act } from './act';
import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from '../components/navigation/router';
import type { AppStore } from '../store';

/** Renders a screen at `url`, matched by `route`, with the store and English text. */
export async function renderPage(
  root: Root,
  store: AppStore,
  { url, route, element }: { url: string; route: string; element: ReactNode },
) {
  await act(async () => {
    root.render(
      <Provider store={store}>
        <IntlProvider locale="en">
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={route} element={element} />
            </Routes>
          </MemoryRouter>
        </IntlProvider>
      </Provider>,
    );
    await Promise.resolve();
  });
}

/** Clicks the button whose text is exactly `name` (fails the test when there is none). */
export function clickButton(container: HTMLElement, name: string) {
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!button) throw new Error(`no button "${name}"`);
  act(() => button.click());
}
