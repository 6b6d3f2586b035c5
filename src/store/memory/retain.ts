/**
 * Ids on screen now, counted per mounted component: the entity sweep keeps them whether or
 * not a slice refers to them (a status page's own status, an account page's account, an
 * autocomplete row). Module-level because what is mounted is one thing per page.
 */
export type RetainKind = 'status' | 'account';

const counts: Record<RetainKind, Map<string, number>> = {
  status: new Map(),
  account: new Map(),
};

/** Holds the id until the returned function is called (once; later calls do nothing). */
export function retain(kind: RetainKind, id: string): () => void {
  const map = counts[kind];
  map.set(id, (map.get(id) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (map.get(id) ?? 1) - 1;
    if (left > 0) map.set(id, left);
    else map.delete(id);
  };
}

export interface RetainedIds {
  statusIds: ReadonlySet<string>;
  accountIds: ReadonlySet<string>;
}

export const retainedIds = (): RetainedIds => ({
  statusIds: new Set(counts.status.keys()),
  accountIds: new Set(counts.account.keys()),
});
