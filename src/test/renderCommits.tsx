import { options, type VNode } from 'preact';
import type { ReactNode } from 'react';

/** A vnode as Preact keeps it: `__` is its (build-mangled) link to the parent vnode. */
interface Linked {
  type: unknown;
  props: { region?: unknown };
  __?: Linked | null;
}

/**
 * Counts the commits that re-render anything inside each marked region of a tree, as React's
 * Profiler does: every component that renders is traced up to its region, and a region counts
 * once for all the renders of one synchronous flush.
 */
export function countCommits<K extends string>(regions: readonly K[]) {
  const commits = Object.fromEntries(regions.map((r) => [r, 0])) as Record<K, number>;
  const inFlush = new Set<K>();
  const { diffed: previous } = options as { diffed?: (vnode: VNode) => void };
  function Region({ region: _region, children }: { region: K; children: ReactNode }) {
    return <>{children}</>;
  }
  options.diffed = (vnode: VNode) => {
    previous?.(vnode);
    if (typeof vnode.type !== 'function' || vnode.type === Region) return;
    for (let at = (vnode as unknown as Linked).__; at; at = at.__) {
      if (at.type !== Region) continue;
      const region = at.props.region as K;
      if (!inFlush.has(region)) {
        inFlush.add(region);
        commits[region] += 1;
        queueMicrotask(() => inFlush.delete(region));
      }
      return;
    }
  };
  return {
    commits,
    Region,
    /** Counts from zero, as if no flush were under way. */
    reset: () => {
      for (const region of regions) commits[region] = 0;
      inFlush.clear();
    },
    stop: () => {
      options.diffed = previous;
    },
  };
}
