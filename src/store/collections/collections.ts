/**
 * One slice for every named collection of the reader's (STYLE: one generic collection), keyed
 * by kind (entities/collectionKinds.ts).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { COLLECTION_KIND_NAMES, type CollectionKind } from '../../entities/collectionKinds';
import type { HeldIds } from '../memory/heldIds';
import type { CollectionItem } from '../../entities/types';
import { entitiesSwept } from '../entities';

export type { CollectionKind };

export interface CollectionState {
  items: Record<string, CollectionItem>;
  /** Ids in the server's order. */
  order: string[];
  hasLoaded: boolean;
  /** Which items hold a status, as last asked (status id -> item ids). */
  statusMembership: Record<string, string[]>;
  /**
   * The accounts an item holds, as last loaded (item id -> account ids). Not held against the
   * sweep: the rows showing them retain their accounts, and opening the editor loads them again.
   */
  members: Record<string, string[]>;
  /** The accounts last found to add to an item (one members editor at a time). */
  candidates: { itemId: string; query: string; accountIds: string[] } | null;
}

const emptyCollection = (): CollectionState => ({
  items: {},
  order: [],
  hasLoaded: false,
  statusMembership: {},
  members: {},
  candidates: null,
});

interface MembersPayload {
  kind: CollectionKind;
  id: string;
  accountIds: string[];
}

type State = Record<CollectionKind, CollectionState>;

const initialState = Object.fromEntries(
  COLLECTION_KIND_NAMES.map((kind) => [kind, emptyCollection()]),
) as State;

const collectionsSlice = createSlice({
  name: 'collections',
  initialState,
  reducers: {
    collectionsReceived(
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
    /** Deleted, or loading it answered 404. */
    collectionItemRemoved(state, action: PayloadAction<{ kind: CollectionKind; id: string }>) {
      const { kind, id } = action.payload;
      const collection = state[kind];
      delete collection.items[id];
      delete collection.members[id];
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
    collectionMembersReceived(state, action: PayloadAction<MembersPayload>) {
      const { kind, id, accountIds } = action.payload;
      state[kind].members[id] = accountIds;
    },
    /** Added (at the end) or taken out; a failed change is this again, the other way. */
    collectionMembersChanged(state, action: PayloadAction<MembersPayload & { member: boolean }>) {
      const { kind, id, accountIds, member } = action.payload;
      const current = state[kind].members[id] ?? [];
      state[kind].members[id] = member
        ? [...new Set([...current, ...accountIds])]
        : current.filter((a) => !accountIds.includes(a));
    },
    collectionCandidatesReceived(state, action: PayloadAction<MembersPayload & { query: string }>) {
      const { kind, id, query, accountIds } = action.payload;
      state[kind].candidates = { itemId: id, query, accountIds };
    },
    collectionCandidatesCleared(state, action: PayloadAction<{ kind: CollectionKind }>) {
      state[action.payload.kind].candidates = null;
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
  collectionsReceived,
  collectionItemSaved,
  collectionItemRemoved,
  collectionMembershipReceived,
  collectionMembershipChanged,
  collectionMembersReceived,
  collectionMembersChanged,
  collectionCandidatesReceived,
  collectionCandidatesCleared,
} = collectionsSlice.actions;
export default collectionsSlice.reducer;

/** Membership is kept by status id (and swept with the status). */
export const collectionStoredIds = (collections: State): HeldIds => ({
  statusIds: Object.values(collections).flatMap((c) => Object.keys(c.statusMembership)),
});
