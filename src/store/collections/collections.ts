/**
 * One slice for every named collection of the reader's (STYLE: one generic collection):
 * bookmark categories now; lists, antennas and circles add their kind here.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CollectionKind } from '../../api/collections';

export type { CollectionKind };
import type { CollectionItem } from '../../entities/types';
import { entitiesSwept } from '../entities';

export interface CollectionState {
  items: Record<string, CollectionItem>;
  /** Ids in the server's order. */
  order: string[];
  hasLoaded: boolean;
  /** Which items hold a status, as last asked (status id -> item ids). */
  statusMembership: Record<string, string[]>;
}

const emptyCollection = (): CollectionState => ({
  items: {},
  order: [],
  hasLoaded: false,
  statusMembership: {},
});

type State = Record<CollectionKind, CollectionState>;

const initialState: State = { bookmark_categories: emptyCollection() };

const collectionsSlice = createSlice({
  name: 'collections',
  initialState,
  reducers: {
    collectionLoaded(
      state,
      action: PayloadAction<{ kind: CollectionKind; items: CollectionItem[] }>,
    ) {
      const { kind, items } = action.payload;
      state[kind] = {
        ...state[kind],
        items: Object.fromEntries(items.map((item) => [item.id, item])),
        order: items.map((item) => item.id),
        hasLoaded: true,
      };
    },
    collectionItemSaved(
      state,
      action: PayloadAction<{ kind: CollectionKind; item: CollectionItem }>,
    ) {
      const { kind, item } = action.payload;
      const collection = state[kind];
      if (!collection.items[item.id]) collection.order.push(item.id);
      collection.items[item.id] = item;
    },
    /** Deleted, or SPEC §8: loading it answered 404. */
    collectionItemRemoved(state, action: PayloadAction<{ kind: CollectionKind; id: string }>) {
      const { kind, id } = action.payload;
      const collection = state[kind];
      delete collection.items[id];
      collection.order = collection.order.filter((i) => i !== id);
      for (const [statusId, ids] of Object.entries(collection.statusMembership)) {
        collection.statusMembership[statusId] = ids.filter((i) => i !== id);
      }
    },
    collectionMembershipReceived(
      state,
      action: PayloadAction<{ kind: CollectionKind; statusId: string; itemIds: string[] }>,
    ) {
      const { kind, statusId, itemIds } = action.payload;
      state[kind].statusMembership[statusId] = itemIds;
    },
    collectionMembershipChanged(
      state,
      action: PayloadAction<{
        kind: CollectionKind;
        statusId: string;
        itemId: string;
        member: boolean;
      }>,
    ) {
      const { kind, statusId, itemId, member } = action.payload;
      const current = state[kind].statusMembership[statusId] ?? [];
      state[kind].statusMembership[statusId] = member
        ? [...new Set([...current, itemId])]
        : current.filter((id) => id !== itemId);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(entitiesSwept, (state, action) => {
      for (const collection of Object.values(state)) {
        for (const id of action.payload.statusIds) delete collection.statusMembership[id];
      }
    });
  },
});

export const {
  collectionLoaded,
  collectionItemSaved,
  collectionItemRemoved,
  collectionMembershipReceived,
  collectionMembershipChanged,
} = collectionsSlice.actions;
export default collectionsSlice.reducer;
