import { createSlice } from '@reduxjs/toolkit';
import { fetchEmojiReactionedBy } from '../../api/emojiReactions';
import { fetchReferredBy, fetchStatusAccounts } from '../../api/statusDetails';
import type { AccountReaction } from '../../entities/types';
import { entitiesReceived } from '../entities';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** The lists on a status page: who boosted, favourited, reacted, referred, was mentioned. */
export type StatusListKind =
  'reblogs' | 'favourites' | 'emoji_reactions' | 'references' | 'mentions';

export interface StatusList {
  /** Account ids, or status ids for references. */
  ids: string[];
  /** For emoji_reactions: who reacted with which emoji. */
  reactions: AccountReaction[];
  next: string | null;
  isLoading: boolean;
  isLoaded: boolean;
}

export const statusListKey = (kind: StatusListKind, statusId: string) => `${kind}:${statusId}`;

const emptyList = (): StatusList => ({
  ids: [],
  reactions: [],
  next: null,
  isLoading: false,
  isLoaded: false,
});

/** A first page, or the next by its Link URL (SPEC §7: pagination by the Link header). */
export const statusListLoaded = createAppAsyncThunk(
  'statusLists/load',
  async (
    { kind, statusId, more }: { kind: StatusListKind; statusId: string; more?: boolean },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const state = getState();
    const url = state.statusLists[statusListKey(kind, statusId)]?.next ?? undefined;
    const next = more ? url : undefined;
    const client = clientOf(state, extra);
    if (kind === 'emoji_reactions') {
      const result = await fetchEmojiReactionedBy(client, statusId, next);
      if (!result.ok) return rejectWithValue(result.error, {});
      dispatch(entitiesReceived(result.value.bundle));
      const ids = [...new Set(result.value.reactions.map((r) => r.accountId))];
      return { ids, reactions: result.value.reactions, next: result.links.next };
    }
    if (kind === 'references') {
      const result = await fetchReferredBy(client, statusId, next);
      if (!result.ok) return rejectWithValue(result.error, {});
      dispatch(entitiesReceived(result.value.bundle));
      const ids = result.value.items.filter((i): i is string => typeof i === 'string');
      return { ids, reactions: [], next: result.links.next };
    }
    const path =
      kind === 'reblogs'
        ? 'reblogged_by'
        : kind === 'favourites'
          ? 'favourited_by'
          : 'mentioned_by';
    const result = await fetchStatusAccounts(client, statusId, path, next);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(entitiesReceived(result.value.bundle));
    return { ids: result.value.ids, reactions: [], next: result.links.next };
  },
);

const initialState: Record<string, StatusList> = {};

const statusListsSlice = createSlice({
  name: 'statusLists',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(statusListLoaded.pending, (state, action) => {
        const key = statusListKey(action.meta.arg.kind, action.meta.arg.statusId);
        const list = (state[key] ??= emptyList());
        list.isLoading = true;
      })
      .addCase(statusListLoaded.fulfilled, (state, action) => {
        const key = statusListKey(action.meta.arg.kind, action.meta.arg.statusId);
        const list = (state[key] ??= emptyList());
        const more = action.meta.arg.more === true;
        list.ids = more ? [...new Set([...list.ids, ...action.payload.ids])] : action.payload.ids;
        list.reactions = more
          ? [...list.reactions, ...action.payload.reactions]
          : action.payload.reactions;
        list.next = action.payload.next;
        list.isLoading = false;
        list.isLoaded = true;
      })
      .addCase(statusListLoaded.rejected, (state, action) => {
        const list = state[statusListKey(action.meta.arg.kind, action.meta.arg.statusId)];
        if (list) list.isLoading = false;
      });
  },
});

export default statusListsSlice.reducer;
