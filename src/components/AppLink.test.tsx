// @vitest-environment jsdom
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { act } from '../test/act';
import { withTestRoot } from '../test/reactRoot';
import { createTestStore } from '../test/testStore';
import { settingChanged } from '../store/session/settings';
import { AppLink } from './AppLink';
import { PathOpenerContext } from './navigation/pathOpener';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from './navigation/router';

let navigate: NavigateFunction = () => undefined;
let where = '';

function Where() {
  const { pathname, state } = useLocation();
  navigate = useNavigate();
  where = `${pathname} ${JSON.stringify(state)}`;
  return null;
}

/**
 * The page's subscriptions to its width. One set for the file: the layout keeps the first
 * query list it is given for the page, and each test unmounts what it subscribed.
 */
const widthListeners = new Set<() => void>();
const countingMatchMedia = () =>
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: (_: string, listener: () => void) => widthListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => widthListeners.delete(listener),
  }));

describe('AppLink', () => {
  const env = withTestRoot(countingMatchMedia);
  const hrefs = () => [...env.container.querySelectorAll('a')].map((a) => a.getAttribute('href'));

  function renderLinks(
    count: number,
    { url = '/home', opener = null as null | ((p: string) => void) } = {},
  ) {
    const { store } = createTestStore();
    act(() =>
      env.root.render(
        <Provider store={store}>
          <MemoryRouter initialEntries={[url]}>
            <Where />
            <PathOpenerContext value={opener}>
              {Array.from({ length: count }, (_, i) => (
                <AppLink key={i} to={`/tags/t${i}`}>
                  tag {i}
                </AppLink>
              ))}
            </PathOpenerContext>
          </MemoryRouter>
        </Provider>,
      ),
    );
    return store;
  }

  it('keeps the /deck prefix as the address and the chosen layout change', () => {
    const store = renderLinks(2);
    expect(hrefs()).toEqual(['/tags/t0', '/tags/t1']);
    act(() => void navigate('/deck/home'));
    expect(hrefs()).toEqual(['/deck/tags/t0', '/deck/tags/t1']);
    act(() => void store.dispatch(settingChanged({ path: ['layout'], value: 'single' })));
    expect(hrefs()).toEqual(['/tags/t0', '/tags/t1']);
    act(() => void store.dispatch(settingChanged({ path: ['layout'], value: 'multi' })));
    act(() => void navigate('/home'));
    expect(hrefs()).toEqual(['/deck/tags/t0', '/deck/tags/t1']);
  });

  it('opens its path in the app, marked as in-app, and leaves modified clicks to the browser', () => {
    renderLinks(1, { url: '/deck/home' });
    const link = env.container.querySelector('a')!;
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => void link.dispatchEvent(modified));
    expect(modified.defaultPrevented).toBe(false);
    expect(where).toBe('/deck/home null');
    act(() => link.click());
    expect(where).toBe('/deck/tags/t0 {"fromApp":true}');
  });

  it("opens its path with the column's opener when there is one", () => {
    const opened: string[] = [];
    renderLinks(1, { url: '/deck/home', opener: (path) => opened.push(path) });
    act(() => env.container.querySelector('a')!.click());
    expect(opened).toEqual(['/tags/t0']);
    expect(where).toBe('/deck/home null');
  });

  it('asks the screen width once for the page, however many links there are', () => {
    renderLinks(30);
    expect(hrefs()).toHaveLength(30);
    expect(widthListeners.size).toBe(1);
  });
});
