/**
 * One slice for every list of ids paged by the Link header (a status page's boosted-by,
 * reacted-by, referred-by…; blocks and mutes), by list key. A kind adds an entry in
 * pagedListKinds.ts with its own API call; the state and its changes are the same for all.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountReaction } from '../../entities/types';
import type { RootState } from '../index';
import type { HeldIds } from '../memory/heldIds';
import type { ApiError } from '../../api/client';
import { fetchListPage, isQuietRefusal } from './pagedListActions';
import type { PagedListKind } from './pagedListKind';
import { pagedListKey, pagedListKind, type PagedListSource } from './pagedListKinds';

export interface PagedList {
  ids: string[];
  /** For lists of reactors: who reacted with which emoji. */
  reactions: AccountReaction[];
  next: string | null;
  isLoading: boolean;
  hasLoaded: boolean;
  /** The HTTP status of the last refusal, until a page arrives. */
  errorStatus: number | null;
  /** The last load failed (not a quiet refusal): shown with a retry of the same page. */
  failure: { error: ApiError; more: boolean } | null;
  /** What the ids are, and the status the list is about: what the sweep keeps for it. */
  holds: PagedListKind<PagedListSource>['holds'];
  statusId: string | null;
}

const emptyList = (source?: PagedListSource): PagedList => ({
  ids: [],
  reactions: [],
  next: null,
  isLoading: false,
  hasLoaded: false,
  errorStatus: null,
  failure: null,
  holds: source ? pagedListKind(source).holds : 'accounts',
  statusId: (source && pagedListKind(source).statusOf?.(source)) ?? null,
});

type PagedListsState = Record<string, PagedList>;

const initialState: PagedListsState = {};

const pagedListsSlice = createSlice({
  name: 'pagedLists',
  initialState,
  reducers: {
    /** Rows answered or undone in place (a follow request authorized, a domain unblocked…). */
    pagedListItemsRemoved(
      state,
      action: PayloadAction<{ source: PagedListSource; ids: string[] }>,
    ) {
      const list = state[pagedListKey(action.payload.source)];
      if (!list) return;
      const gone = new Set(action.payload.ids);
      list.ids = list.ids.filter((id) => !gone.has(id));
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchListPage.pending, (state, action) => {
        const { source } = action.meta.arg;
        const list = (state[pagedListKey(source)] ??= emptyList(source));
        list.isLoading = true;
        list.failure = null;
      })
      .addCase(fetchListPage.fulfilled, (state, action) => {
        const { source, more = false } = action.meta.arg;
        const list = (state[pagedListKey(source)] ??= emptyList(source));
        const page = action.payload;
        list.ids = more ? [...new Set([...list.ids, ...page.ids])] : page.ids;
        list.reactions = more ? [...list.reactions, ...page.reactions] : page.reactions;
        list.next = page.next;
        list.isLoading = false;
        list.hasLoaded = true;
        list.errorStatus = null;
      })
      .addCase(fetchListPage.rejected, (state, action) => {
        const list = state[pagedListKey(action.meta.arg.source)];
        if (!list) return;
        list.isLoading = false;
        list.errorStatus = action.payload?.status ?? null;
        const { source, more = false } = action.meta.arg;
        if (action.payload && !isQuietRefusal(source, action.payload.status))
          list.failure = { error: action.payload, more };
      });
  },
});

const NO_LIST = emptyList();

/** The list as loaded so far; an empty, not yet loaded one before the first request. */
export const selectPagedList = (state: RootState, source: PagedListSource): PagedList =>
  state.pagedLists[pagedListKey(source)] ?? NO_LIST;

export function pagedListHeldIds(lists: PagedListsState): HeldIds {
  const statusIds: (string | null)[] = [];
  const accountIds: string[] = [];
  for (const list of Object.values(lists)) {
    statusIds.push(list.statusId);
    (list.holds === 'statuses' ? statusIds : accountIds).push(...list.ids);
    for (const reaction of list.reactions) accountIds.push(reaction.accountId);
  }
  return { statusIds, accountIds };
}

export const { pagedListItemsRemoved } = pagedListsSlice.actions;
export default pagedListsSlice.reducer;
