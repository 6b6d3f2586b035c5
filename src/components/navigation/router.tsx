/**
 * The app's router: the part of react-router's API the screens use (BrowserRouter,
 * MemoryRouter, useRoutes with nested routes and an Outlet, Navigate, useNavigate, useLocation,
 * useParams, useSearchParams, useNavigationType), at a small fraction of its size, because the
 * first screen's JavaScript is a measured goal. Paths are ranked as react-router ranks them
 * (lib/routeMatch.ts). Each history entry carries react-router's state shape — the app's state,
 * a key and an index — so an entry's key (which the kept scroll places are filed by) outlives a
 * reload. It also says the layout once for every screen under it (useLayout).
 */
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { routeMatcher, type Params } from '../../lib/routeMatch';
import { LayoutProvider } from './useLayout';

export const NavigationType = { Pop: 'POP', Push: 'PUSH', Replace: 'REPLACE' } as const;
export type NavigationType = (typeof NavigationType)[keyof typeof NavigationType];

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry passed as its state. */
  state: unknown;
  /** The history entry's own key, kept across reloads. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** To a path (absolute, with any search and hash), or a number of entries back or forward. */
export type NavigateFunction = (
  to: string | number,
  options?: NavigateOptions,
) => void | Promise<void>;

interface History {
  location: () => Location;
  action: () => NavigationType;
  subscribe: (listener: () => void) => () => void;
  push: (to: string, state: unknown) => void;
  replace: (to: string, state: unknown) => void;
  go: (delta: number) => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function parsePath(to: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, 'http://in.app');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const readEntry = (state: unknown): EntryState | null => {
  if (typeof state !== 'object' || state === null) return null;
  const { usr, key, idx } = state as Partial<EntryState>;
  return typeof key === 'string' && typeof idx === 'number' ? { usr, key, idx } : null;
};

/** The window's history, with react-router's entry state. */
function browserHistory(window: Window): History {
  let action: NavigationType = NavigationType.Pop;
  const listeners = new Set<() => void>();
  const read = (): Location => {
    const entry = readEntry(window.history.state);
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  // The first entry gets its key and index, as react-router gives them.
  if (!readEntry(window.history.state)) {
    window.history.replaceState({ usr: null, key: 'default', idx: 0 }, '');
  }
  let location = read();
  const changed = (next: NavigationType) => {
    action = next;
    location = read();
    for (const listener of listeners) listener();
  };
  window.addEventListener('popstate', () => changed(NavigationType.Pop));
  const write = (to: string, state: unknown, replace: boolean) => {
    const idx = readEntry(window.history.state)?.idx ?? 0;
    const entry: EntryState = { usr: state ?? null, key: newKey(), idx: replace ? idx : idx + 1 };
    if (replace) window.history.replaceState(entry, '', to);
    else window.history.pushState(entry, '', to);
    changed(replace ? NavigationType.Replace : NavigationType.Push);
  };
  return {
    location: () => location,
    action: () => action,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push: (to, state) => write(to, state, false),
    replace: (to, state) => write(to, state, true),
    go: (delta) => window.history.go(delta),
  };
}

/** A history kept in memory, for tests. */
function memoryHistory(initialEntries: readonly string[]): History {
  let entries: Location[] = initialEntries.map((to, i) => ({
    ...parsePath(to),
    state: null,
    key: i === 0 ? 'default' : newKey(),
  }));
  if (entries.length === 0) entries = [{ ...parsePath('/'), state: null, key: 'default' }];
  let index = entries.length - 1;
  let action: NavigationType = NavigationType.Pop;
  const listeners = new Set<() => void>();
  const changed = (next: NavigationType) => {
    action = next;
    for (const listener of listeners) listener();
  };
  return {
    location: () => entries[index]!,
    action: () => action,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push: (to, state) => {
      entries = [...entries.slice(0, index + 1), { ...parsePath(to), state, key: newKey() }];
      index = entries.length - 1;
      changed(NavigationType.Push);
    },
    replace: (to, state) => {
      entries = entries.map((e, i) =>
        i === index ? { ...parsePath(to), state, key: newKey() } : e,
      );
      changed(NavigationType.Replace);
    },
    go: (delta) => {
      const next = Math.min(entries.length - 1, Math.max(0, index + delta));
      if (next === index) return;
      index = next;
      changed(NavigationType.Pop);
    },
  };
}

interface Place {
  location: Location;
  action: NavigationType;
}

// Apart, so that what only navigates does not render again at every navigation.
const NavigateContext = createContext<NavigateFunction | null>(null);
const PlaceContext = createContext<Place | null>(null);

interface RouteContextValue {
  params: Params;
  outlet: ReactNode;
}

const RouteContext = createContext<RouteContextValue>({ params: {}, outlet: null });

function Router({ history, children }: { history: History; children: ReactNode }) {
  const location = useSyncExternalStore(history.subscribe, history.location);
  const action = useSyncExternalStore(history.subscribe, history.action);
  const navigate = useMemo<NavigateFunction>(
    () =>
      (to, options = {}) => {
        if (typeof to === 'number') history.go(to);
        else if (options.replace) history.replace(to, options.state ?? null);
        else history.push(to, options.state ?? null);
      },
    [history],
  );
  const place = useMemo(() => ({ location, action }), [location, action]);
  return (
    <NavigateContext.Provider value={navigate}>
      <PlaceContext.Provider value={place}>
        <LayoutProvider pathname={location.pathname}>{children}</LayoutProvider>
      </PlaceContext.Provider>
    </NavigateContext.Provider>
  );
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => browserHistory(window));
  return <Router history={history}>{children}</Router>;
}

export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: readonly string[];
  children: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

const inRouter = <T,>(value: T | null): T => {
  if (value === null) throw new Error('Routing hooks are used inside a router only.');
  return value;
};

export const useLocation = (): Location => inRouter(useContext(PlaceContext)).location;
export const useNavigationType = (): NavigationType => inRouter(useContext(PlaceContext)).action;
export const useNavigate = (): NavigateFunction => inRouter(useContext(NavigateContext));
export const useParams = (): Params => useContext(RouteContext).params;

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = (next: URLSearchParams) => {
    const search = next.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
  };
  return [params, set];
}

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

/** What the route chosen for the path shows, its children's screen in its Outlet. */
export function useRoutes(routes: readonly RouteObject[]): ReactElement | null {
  const { pathname } = useLocation();
  const match = useMemo(() => routeMatcher(routes), [routes]);
  const matches = useMemo(() => match(pathname), [match, pathname]);
  if (!matches) return null;
  return matches.reduceRight<ReactElement | null>(
    (outlet, { route, params }) => (
      <RouteContext.Provider value={{ params, outlet }}>
        {route.element ?? outlet}
      </RouteContext.Provider>
    ),
    null,
  );
}

/** Where the matched child route's screen goes. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

/** Goes to `to` once rendered. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

/** A route written as JSX inside Routes (read by Routes, never rendered itself). */
export function Route(_route: RouteObject): ReactElement | null {
  return null;
}

const routesOf = (children: ReactNode): RouteObject[] =>
  Children.toArray(children).flatMap((child) => {
    if (!isValidElement<RouteObject & { children?: ReactNode }>(child)) return [];
    const { path, index, element, children: nested } = child.props;
    return [{ path, index, element, children: nested ? routesOf(nested) : undefined }];
  });

/** Routes written as JSX. */
export function Routes({ children }: { children: ReactNode }) {
  const routes = useMemo(() => routesOf(children), [children]);
  return useRoutes(routes);
}
