import { createSlice } from '@reduxjs/toolkit';
import { fetchAccountList } from '../../api/accounts';
import { entitiesReceived } from '../entities';
import { fetchRelationshipsBatched } from './relationshipBatch';
import { clientOf, createAppAsyncThunk } from '../thunk';

export type AccountListKind = 'blocks' | 'mutes';

interface AccountListState {
  ids: string[];
  next: string | null;
  hasLoaded: boolean;
  isLoading: boolean;
}

const empty = (): AccountListState => ({ ids: [], next: null, hasLoaded: false, isLoading: false });

/** SPEC §7: GET v1/blocks and v1/mutes; 'more' follows the Link header's next. */
export const loadAccountList = createAppAsyncThunk(
  'accountLists/load',
  async (
    { kind, more = false }: { kind: AccountListKind; more?: boolean },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const state = getState();
    const next = more ? state.accountLists[kind].next : null;
    const result = await fetchAccountList(clientOf(state, extra), kind, next);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(entitiesReceived(result.value.bundle));
    dispatch(fetchRelationshipsBatched(result.value.accountIds));
    return { ids: result.value.accountIds, next: result.links.next, more };
  },
);

const initialState: Record<AccountListKind, AccountListState> = { blocks: empty(), mutes: empty() };

const accountListsSlice = createSlice({
  name: 'accountLists',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadAccountList.pending, (state, action) => {
        state[action.meta.arg.kind].isLoading = true;
      })
      .addCase(loadAccountList.rejected, (state, action) => {
        state[action.meta.arg.kind].isLoading = false;
      })
      .addCase(loadAccountList.fulfilled, (state, action) => {
        const list = state[action.meta.arg.kind];
        const { ids, next, more } = action.payload;
        list.ids = more ? [...list.ids, ...ids.filter((id) => !list.ids.includes(id))] : ids;
        list.next = next;
        list.hasLoaded = true;
        list.isLoading = false;
      });
  },
});

export default accountListsSlice.reducer;
