// @vitest-environment jsdom
import { act } from '../../test/act';
import { afterEach, describe, expect, it } from 'vitest';
import { withTestRoot } from '../../test/reactRoot';
import {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
  type NavigateFunction,
  type RouteObject,
} from './router';

let navigate: NavigateFunction = () => undefined;

function Where() {
  const { pathname, search, state, key } = useLocation();
  navigate = useNavigate();
  const q = useSearchParams()[0].get('q');
  return (
    <p data-testid="where">
      {JSON.stringify({ pathname, search, state, key, q, type: useNavigationType() })}
    </p>
  );
}

function Account() {
  return <p data-testid="screen">account {useParams().handle}</p>;
}

function Layout() {
  return (
    <main>
      <Where />
      <Outlet />
    </main>
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', element: <p data-testid="screen">home</p> },
      { path: ':handle', element: <Account /> },
    ],
  },
];

function App() {
  return useRoutes(routes);
}

describe('the router', () => {
  const view = withTestRoot();
  const where = () =>
    JSON.parse(view.container.querySelector('[data-testid="where"]')?.textContent ?? '{}') as {
      pathname: string;
      search: string;
      state: unknown;
      key: string;
      q: string | null;
      type: string;
    };
  const screen = () => view.container.querySelector('[data-testid="screen"]')?.textContent;
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the matched screen in its layout, redirects from the index, and follows params', async () => {
    await act(async () => {
      view.root.render(
        <MemoryRouter initialEntries={['/']}>
          <App />
        </MemoryRouter>,
      );
      await Promise.resolve();
    });
    expect(screen()).toBe('home');
    expect(where()).toMatchObject({ pathname: '/home', type: 'REPLACE' });
    act(() => void navigate('/@alice?q=frogs', { state: { fromApp: true } }));
    expect(screen()).toBe('account @alice');
    expect(where()).toMatchObject({
      pathname: '/@alice',
      q: 'frogs',
      state: { fromApp: true },
      type: 'PUSH',
    });
    act(() => void navigate(-1));
    expect(where()).toMatchObject({ pathname: '/home', state: null, type: 'POP' });
  });

  it("keeps each window history entry's key and state in react-router's shape", async () => {
    window.history.replaceState(null, '', '/home');
    await act(async () => {
      view.root.render(
        <BrowserRouter>
          <App />
        </BrowserRouter>,
      );
      await Promise.resolve();
    });
    expect(where()).toMatchObject({ pathname: '/home', key: 'default' });
    act(() => void navigate('/@bob', { state: { fromApp: true } }));
    const pushed = where();
    expect(window.location.pathname).toBe('/@bob');
    expect(window.history.state).toEqual({ usr: { fromApp: true }, key: pushed.key, idx: 1 });
    expect(pushed.key).not.toBe('default');
    act(() => void navigate('/@carol', { replace: true }));
    expect(window.history.state).toMatchObject({ usr: null, idx: 1 });
    expect(where()).toMatchObject({ pathname: '/@carol', type: 'REPLACE' });

    // Going back is the browser's: the entry read back keeps its key.
    window.history.back();
    await new Promise((settle) => window.addEventListener('popstate', settle, { once: true }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(where()).toMatchObject({ pathname: '/home', key: 'default', type: 'POP' });
  });
});
