/**
 * Which route of a table a path shows, as react-router ranks them: every route (with its
 * ancestors) is a candidate, the most specific first — a static segment counts 10, a `:param`
 * 3, an empty one 1, an index route 2 more and a `*` splat 2 less, ties in table order — and
 * the first whose whole pattern fits the path wins. Letters match in any case; a trailing slash
 * is ignored; params are decoded, the splat's under `*`.
 */

export interface RouteShape<R> {
  path?: string;
  index?: boolean;
  children?: readonly R[];
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteMatch<R> {
  route: R;
  /** The params of this route and the ones above it. */
  params: Params;
}

interface Branch<R> {
  pattern: string;
  chain: R[];
  score: number;
  order: number[];
}

const STATIC_SEGMENT = 10;
const DYNAMIC_SEGMENT = 3;
const EMPTY_SEGMENT = 1;
const INDEX_ROUTE = 2;
const SPLAT_PENALTY = -2;

function score(pattern: string, index: boolean): number {
  const segments = pattern.split('/');
  let total = segments.length;
  if (segments.includes('*')) total += SPLAT_PENALTY;
  if (index) total += INDEX_ROUTE;
  for (const segment of segments) {
    if (segment === '*') continue;
    total +=
      segment === '' ? EMPTY_SEGMENT : segment.startsWith(':') ? DYNAMIC_SEGMENT : STATIC_SEGMENT;
  }
  return total;
}

const joinPaths = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/+$/, '')}/${path}`;

function flatten<R extends RouteShape<R>>(
  routes: readonly R[],
  branches: Branch<R>[] = [],
  parent = { pattern: '/', chain: [] as R[], order: [] as number[] },
): Branch<R>[] {
  routes.forEach((route, i) => {
    const pattern = route.index ? parent.pattern : joinPaths(parent.pattern, route.path ?? '');
    const chain = [...parent.chain, route];
    const order = [...parent.order, i];
    if (route.children?.length) flatten(route.children, branches, { pattern, chain, order });
    // A route without a path of its own (a layout) is only ever shown through its children.
    if (route.index || route.path !== undefined) {
      branches.push({ pattern, chain, order, score: score(pattern, route.index === true) });
    }
  });
  return branches;
}

function compareOrder(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    if (a[i] !== b[i]) return a[i]! - b[i]!;
  }
  return a.length - b.length;
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A pattern as a regular expression and the names of its params, in order. */
function compile(pattern: string): { regexp: RegExp; names: string[] } {
  const names: string[] = [];
  const splat = pattern.endsWith('*');
  const body = (splat ? pattern.slice(0, -1) : pattern)
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escape(segment);
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  if (splat) {
    names.push('*');
    return { regexp: new RegExp(`^${body}(?:/(.*))?/*$`, 'i'), names };
  }
  return { regexp: new RegExp(`^${body}/*$`, 'i'), names };
}

/**
 * What every path a pattern matches starts with (lowercased, as it matches regardless of
 * case): its text before the first param or splat, without the slashes that end it.
 */
export function staticPrefix(pattern: string): string {
  const dynamic = pattern.search(/[:*]/);
  const head = dynamic === -1 ? pattern : pattern.slice(0, dynamic);
  return head.replace(/\/+$/, '').toLowerCase();
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** A table ranked once, then matched against any number of paths. */
export function routeMatcher<R extends RouteShape<R>>(
  routes: readonly R[],
): (pathname: string) => RouteMatch<R>[] | null {
  // Each pattern is compiled when first tried, and only for a path that starts as the pattern
  // does: the most specific come first, so a short path such as home's passes nearly all.
  const branches = flatten(routes)
    .sort((a, b) => b.score - a.score || compareOrder(a.order, b.order))
    .map((branch) => ({
      ...branch,
      prefix: staticPrefix(branch.pattern),
      compiled: null as ReturnType<typeof compile> | null,
    }));
  return (pathname) => {
    const path = pathname.toLowerCase();
    for (const branch of branches) {
      if (!path.startsWith(branch.prefix)) continue;
      const { regexp, names } = (branch.compiled ??= compile(branch.pattern));
      const { chain } = branch;
      const found = regexp.exec(pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      names.forEach((name, i) => {
        params[name] = decode(found[i + 1] ?? '');
      });
      return chain.map((route) => ({ route, params }));
    }
    return null;
  };
}
