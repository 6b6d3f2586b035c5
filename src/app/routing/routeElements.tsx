import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, type RouteObject } from '../../components/navigation/router';
import type { AppRoute, RouteLoader } from './appRoute';
import { RouteBoundary } from './RouteBoundary';

const screens = new WeakMap<RouteLoader, LazyExoticComponent<ComponentType>>();

const screenOf = (load: RouteLoader) => {
  let screen = screens.get(load);
  if (!screen) {
    screen = lazy(async () => ({ default: (await load()).Component }));
    screens.set(load, screen);
  }
  return screen;
};

/** A route's screen, loaded on first use; a failure shows in its place until the path changes. */
function LazyScreen({ load }: { load: RouteLoader }) {
  const Screen = screenOf(load);
  return (
    <RouteBoundary key={useLocation().pathname}>
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    </RouteBoundary>
  );
}

/** The table as the router's route objects, each lazy screen an element. */
export function routeObjects(routes: AppRoute[]): RouteObject[] {
  return routes.map(({ path, index, lazy: load, children }) => {
    const element = load ? <LazyScreen load={load} /> : undefined;
    if (index) return { index: true, element };
    return { path, element, children: children && routeObjects(children) };
  });
}
