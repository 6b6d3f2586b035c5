/** A status's place in the reader's bookmark categories. */
import * as collectionsApi from '../../api/collections';
import { toggleBookmark } from '../statuses/statusActions';
import { clientOf, createAppAsyncThunk } from '../thunk';
import {
  collectionItemSaved,
  collectionMembershipChanged,
  collectionMembershipReceived,
} from './collections';

/** Which bookmark categories hold a status (for the category dialog). */
export const fetchStatusCategories = createAppAsyncThunk(
  'collections/statusCategories',
  async (statusId: string, { getState, extra, dispatch, rejectWithValue }) => {
    const client = clientOf(getState(), extra);
    const result = await collectionsApi.fetchStatusBookmarkCategories(client, statusId);
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
export const toggleStatusCategory = createAppAsyncThunk(
  'collections/statusCategory',
  async (
    { statusId, itemId, member }: { statusId: string; itemId: string; member: boolean },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const kind = 'bookmark_categories';
    dispatch(collectionMembershipChanged({ kind, statusId, itemId, member }));
    const client = clientOf(getState(), extra);
    const result = await collectionsApi.changeCollectionMembers(
      client,
      kind,
      itemId,
      [statusId],
      member,
    );
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
