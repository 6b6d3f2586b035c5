/**
 * Putting an account in the reader's lists and circles from its page: which hold it (lists by
 * kmyblue's and Mastodon's accounts/:id/lists, circles by their members, as kmyblue's
 * accounts/:id/circles route is broken), and the change through the collections' member thunk.
 */
import { fetchAccountLists } from '../../api/profiles';
import { fetchCollections } from '../collections/collectionActions';
import { changeCollectionMember, fetchCollectionMembers } from '../collections/memberActions';
import { selectCollectionItems } from '../collections/collectionSelectors';
import type { AppDispatch, RootState } from '../index';
import { clientOf, createAppAsyncThunk } from '../thunk';
import { accountListMembershipChanged, accountProfilePartReceived } from './profiles';

/** The reader's lists, and those of them that hold the account. */
export const loadAccountLists = createAppAsyncThunk(
  'accounts/loadLists',
  async (accountId: string, { getState, extra, dispatch, rejectWithValue }) => {
    const [, held] = await Promise.all([
      dispatch(fetchCollections({ kind: 'lists' })),
      fetchAccountLists(clientOf(getState(), extra), accountId),
    ]);
    if (!held.ok) return rejectWithValue(held.error, {});
    dispatch(
      accountProfilePartReceived({ accountId, part: { listIds: held.value.map((l) => l.id) } }),
    );
    return undefined;
  },
);

/** The reader's circles, each with its members. */
export const loadCirclesWithMembers =
  () => async (dispatch: AppDispatch, getState: () => RootState) => {
    await dispatch(fetchCollections({ kind: 'circles' }));
    const ids = selectCollectionItems(getState(), 'circles').map((item) => item.id);
    await Promise.all(ids.map((id) => dispatch(fetchCollectionMembers({ kind: 'circles', id }))));
  };

/** Adds or removes the account; the list's membership on the page follows the answer. */
export const changeAccountList =
  ({ accountId, listId, member }: { accountId: string; listId: string; member: boolean }) =>
  async (dispatch: AppDispatch) => {
    const done = await dispatch(
      changeCollectionMember({ kind: 'lists', id: listId, accountId, member }),
    );
    if (changeCollectionMember.fulfilled.match(done))
      dispatch(accountListMembershipChanged({ accountId, listId, member }));
  };
