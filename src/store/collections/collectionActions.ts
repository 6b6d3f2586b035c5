import {
  changeCollectionStatuses,
  createCollectionItem,
  deleteCollectionItem,
  fetchCollection,
  fetchCollectionItem,
  fetchStatusBookmarkCategories,
  updateCollectionItem,
  type CollectionKind,
} from '../../api/collections';
import {
  collectionItemRemoved,
  collectionItemSaved,
  collectionLoaded,
  collectionMembershipChanged,
  collectionMembershipReceived,
} from './collections';
import type { AppDispatch, RootState } from '../index';
import { columnsChanged, type ColumnId } from '../session/settings';
import { toggleBookmark } from '../statuses/statusActions';
import { clientOf, createAppAsyncThunk } from '../thunk';

const COLUMN_OF: Record<CollectionKind, ColumnId> = { bookmark_categories: 'BOOKMARKS_EX' };

/** SPEC §2: a column for an item goes when the item is deleted or loading it says 404. */
const itemGone =
  (kind: CollectionKind, id: string) => (dispatch: AppDispatch, getState: () => RootState) => {
    dispatch(collectionItemRemoved({ kind, id }));
    const columns = getState().settings.columns;
    const kept = columns.filter((c) => !(c.id === COLUMN_OF[kind] && c.params.id === id));
    if (kept.length !== columns.length) dispatch(columnsChanged(kept));
  };

export const loadCollection = createAppAsyncThunk(
  'collections/load',
  async (kind: CollectionKind, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await fetchCollection(clientOf(getState(), extra), kind);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(collectionLoaded({ kind, items: result.value }));
    return undefined;
  },
);

/** SPEC §8: a 404 on fetching an item removes it (and its column), without an alert. */
export const loadCollectionItem = createAppAsyncThunk(
  'collections/loadItem',
  async (
    { kind, id }: { kind: CollectionKind; id: string },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await fetchCollectionItem(clientOf(getState(), extra), kind, id);
    if (!result.ok) {
      if (result.error.status === 404) dispatch(itemGone(kind, id));
      return rejectWithValue(result.error, { skipNotFound: true });
    }
    dispatch(collectionItemSaved({ kind, item: result.value }));
    return result.value;
  },
);

export const collectionItemCreated = createAppAsyncThunk(
  'collections/create',
  async (
    { kind, title }: { kind: CollectionKind; title: string },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await createCollectionItem(clientOf(getState(), extra), kind, title);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(collectionItemSaved({ kind, item: result.value }));
    return result.value;
  },
);

export const collectionItemRenamed = createAppAsyncThunk(
  'collections/rename',
  async (
    { kind, id, title }: { kind: CollectionKind; id: string; title: string },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await updateCollectionItem(clientOf(getState(), extra), kind, id, title);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(collectionItemSaved({ kind, item: result.value }));
    return result.value;
  },
);

export const collectionItemDeleted = createAppAsyncThunk(
  'collections/delete',
  async (
    { kind, id }: { kind: CollectionKind; id: string },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const result = await deleteCollectionItem(clientOf(getState(), extra), kind, id);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(itemGone(kind, id));
    return id;
  },
);

/** Which bookmark categories hold a status (for the category dialog). */
export const loadStatusCategories = createAppAsyncThunk(
  'collections/statusCategories',
  async (statusId: string, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await fetchStatusBookmarkCategories(clientOf(getState(), extra), statusId);
    if (!result.ok) return rejectWithValue(result.error, {});
    const kind = 'bookmark_categories';
    for (const item of result.value) dispatch(collectionItemSaved({ kind, item }));
    dispatch(
      collectionMembershipReceived({ kind, statusId, itemIds: result.value.map((i) => i.id) }),
    );
    return undefined;
  },
);

/** Puts a status in a category (which bookmarks it, as kmyblue does) or takes it out. */
export const statusCategoryToggled = createAppAsyncThunk(
  'collections/statusCategory',
  async (
    { statusId, itemId, member }: { statusId: string; itemId: string; member: boolean },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const kind = 'bookmark_categories';
    dispatch(collectionMembershipChanged({ kind, statusId, itemId, member }));
    const client = clientOf(getState(), extra);
    const result = await changeCollectionStatuses(client, kind, itemId, [statusId], member);
    if (!result.ok) {
      dispatch(collectionMembershipChanged({ kind, statusId, itemId, member: !member }));
      return rejectWithValue(result.error, {});
    }
    if (member && !getState().statuses.entities[statusId]?.bookmarked) {
      await dispatch(toggleBookmark({ id: statusId, value: true }));
    }
    return undefined;
  },
);
