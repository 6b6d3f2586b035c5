import * as collectionsApi from '../../api/collections';
import { withChanges } from '../../entities/collection';
import { COLLECTION_KINDS, type CollectionKind } from '../../entities/collectionKinds';
import type { CollectionChanges } from '../../entities/types';
import { collectionItemRemoved, collectionItemSaved, collectionsReceived } from './collections';
import type { AppDispatch, RootState } from '../index';
import { columnsChanged, type ColumnId } from '../session/settings';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** An item's columns: its timeline's, and for an antenna its settings' too. */
const columnsOf = (kind: CollectionKind): ColumnId[] =>
  kind === 'antennas'
    ? ['ANTENNA', COLLECTION_KINDS[kind].column]
    : [COLLECTION_KINDS[kind].column];

/** A column for an item goes when the item is deleted or loading it says 404. */
export const itemGone =
  (kind: CollectionKind, id: string) => (dispatch: AppDispatch, getState: () => RootState) => {
    dispatch(collectionItemRemoved({ kind, id }));
    const columns = getState().settings.columns;
    const kept = columns.filter((c) => !(columnsOf(kind).includes(c.id) && c.params.id === id));
    if (kept.length !== columns.length) dispatch(columnsChanged(kept));
  };

/** Every item of a kind. The composer asks for circles in the background, without alerts. */
export const fetchCollections = createAppAsyncThunk(
  'collections/load',
  async (
    { kind, skipAlert }: { kind: CollectionKind; skipAlert?: boolean },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await collectionsApi.fetchCollections(clientOf(getState(), extra), kind);
    if (!result.ok) return rejectWithValue(result.error, { skipAlert });
    dispatch(collectionsReceived({ kind, items: result.value }));
    return undefined;
  },
);

/** A 404 on fetching an item removes it (and its column), without an alert. */
export const fetchCollection = createAppAsyncThunk(
  'collections/loadItem',
  async (
    { kind, id }: { kind: CollectionKind; id: string },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await collectionsApi.fetchCollection(clientOf(getState(), extra), kind, id);
    if (!result.ok) {
      if (result.error.status === 404) dispatch(itemGone(kind, id));
      return rejectWithValue(result.error, { skipNotFound: true });
    }
    dispatch(collectionItemSaved({ kind, item: result.value }));
    return result.value;
  },
);

export const createCollection = createAppAsyncThunk(
  'collections/create',
  async (
    { kind, title }: { kind: CollectionKind; title: string },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const client = clientOf(getState(), extra);
    const result = await collectionsApi.createCollection(client, kind, title);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(collectionItemSaved({ kind, item: result.value }));
    return result.value;
  },
);

/** Saves a title (and a list's settings): shown at once, put back if the server says no. */
export const saveCollection = createAppAsyncThunk(
  'collections/save',
  async (
    { kind, id, changes }: { kind: CollectionKind; id: string; changes: CollectionChanges },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const before = getState().collections[kind].items[id];
    if (before) dispatch(collectionItemSaved({ kind, item: withChanges(before, changes) }));
    const client = clientOf(getState(), extra);
    const result = await collectionsApi.updateCollection(client, kind, id, changes);
    if (!result.ok) {
      if (before) dispatch(collectionItemSaved({ kind, item: before }));
      return rejectWithValue(result.error, {});
    }
    dispatch(collectionItemSaved({ kind, item: result.value }));
    return result.value;
  },
);

export const deleteCollection = createAppAsyncThunk(
  'collections/delete',
  async (
    { kind, id }: { kind: CollectionKind; id: string },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await collectionsApi.deleteCollection(clientOf(getState(), extra), kind, id);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(itemGone(kind, id));
    return id;
  },
);
