import { createSelector } from '@reduxjs/toolkit';
import { COLLECTION_KINDS, type CollectionKind } from '../../entities/collectionKinds';
import type { RootState } from '../index';
import { selectCapabilities } from '../selectors';

export const selectCollection = (state: RootState, kind: CollectionKind) => state.collections[kind];

/** A kind's items in the server's order (the composer's circles, for one). */
export const selectCollectionItems = createSelector(
  [(state: RootState, kind: CollectionKind) => state.collections[kind]],
  (collection) => collection.order.flatMap((id) => collection.items[id] ?? []),
);

/** Whether the server has the kind: all its capabilities (lists need none). */
export const selectHasCollectionKind = (state: RootState, kind: CollectionKind) => {
  const capabilities = selectCapabilities(state);
  return COLLECTION_KINDS[kind].capability.every((c) => capabilities.has(c));
};

/** Whether the server has an item's timeline (kmyblue: circle history has its own flag). */
export const selectHasCollectionTimeline = (state: RootState, kind: CollectionKind) => {
  const capability = COLLECTION_KINDS[kind].timeline.capability;
  return capability === null || selectCapabilities(state).has(capability);
};

export const selectCollectionItem = (state: RootState, kind: CollectionKind, id: string) =>
  state.collections[kind].items[id];

/** Made when first sorted by: a collator loads the engine's collation data. */
let byTitle: Intl.Collator | null = null;
const titleCollator = () =>
  (byTitle ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }));

/** A kind's items sorted by title, as its screen shows them. */
export const selectCollectionItemsByTitle = createSelector(
  [(state: RootState, kind: CollectionKind) => state.collections[kind]],
  (collection) =>
    collection.order
      .flatMap((id) => collection.items[id] ?? [])
      .sort((a, b) => titleCollator().compare(a.title, b.title)),
);

/** The accounts an item holds, or null before they are loaded. */
export const selectCollectionMembers = (state: RootState, kind: CollectionKind, id: string) =>
  state.collections[kind].members[id] ?? null;

/**
 * The accounts found to add to an item for this query, or null before its answer (an answer
 * to an older query is not shown).
 */
export const selectCollectionCandidates = (
  state: RootState,
  kind: CollectionKind,
  id: string,
  query: string,
) => {
  const candidates = state.collections[kind].candidates;
  return candidates?.itemId === id && candidates.query === query ? candidates.accountIds : null;
};

/**
 * The items of a kind whose loaded members include the account, or null until every item's
 * members are loaded.
 */
export const selectCollectionMembership = createSelector(
  [
    (state: RootState, kind: CollectionKind) => state.collections[kind],
    (_: RootState, _kind: CollectionKind, accountId: string) => accountId,
  ],
  (collection, accountId): string[] | null => {
    if (!collection.hasLoaded) return null;
    if (collection.order.some((id) => !(id in collection.members))) return null;
    return collection.order.filter((id) => collection.members[id]?.includes(accountId));
  },
);
