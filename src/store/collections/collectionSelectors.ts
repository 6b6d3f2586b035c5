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

/** Whether the server has the kind: its capability, or always where it has none (lists). */
export const selectHasCollectionKind = (state: RootState, kind: CollectionKind) => {
  const capability = COLLECTION_KINDS[kind].capability;
  return capability === null || selectCapabilities(state).has(capability);
};
