import type { EntityBundle } from './types';

export const emptyBundle = (): EntityBundle => ({ accounts: [], statuses: [] });

/** Adds what a successfully read part brought into the response's bundle. */
export function mergeBundle(into: EntityBundle, from: EntityBundle): void {
  into.accounts.push(...from.accounts);
  into.statuses.push(...from.statuses);
}

const lastById = <T extends { id: string }>(items: T[]): T[] => [
  ...new Map(items.map((item) => [item.id, item])).values(),
];

/** One copy per id (a page of posts by one author carries that author many times). */
export function dedupeBundle(bundle: EntityBundle): EntityBundle {
  return { accounts: lastById(bundle.accounts), statuses: lastById(bundle.statuses) };
}
