import type { ComponentType } from 'react';

/** A screen's module, loaded when its route is first shown. */
export type RouteLoader = () => Promise<{ Component: ComponentType }>;

/** One route of the table: a path (or the index) and the screen it loads, or routes under it. */
export interface AppRoute {
  path?: string;
  index?: boolean;
  lazy?: RouteLoader;
  children?: AppRoute[];
}
