import {
  addFilterStatus,
  createFilter,
  deleteFilter,
  fetchFilters,
  removeFilterStatus,
  updateFilter,
} from '../../api/filters';
import { fetchStatus } from '../../api/statuses';
import { filterRequestBody } from '../../entities/filterRequest';
import type { Filter, FilterDraft } from '../../entities/types';
import type { AppDispatch, RootState } from '../index';
import { entitiesReceived } from '../entities';
import { selectIsKmyblue, selectStatus } from '../selectors';
import { statusesRefiltered } from '../statuses/statuses';
import { clientOf, createAppAsyncThunk } from '../thunk';
import { refilteredStatuses } from './refilter';

/** What is on screen is filtered again at once: the statuses stored, for this one filter. */
function refilter(
  dispatch: AppDispatch,
  state: RootState,
  filterId: string,
  filter: Filter | null,
) {
  const changes = refilteredStatuses(state, filterId, filter);
  if (changes.length > 0) dispatch(statusesRefiltered(changes));
}

/** GET v2/filters; filter fetches raise no alert. */
export const loadFilters = createAppAsyncThunk(
  'filters/load',
  async (_: void, { getState, extra, rejectWithValue }) => {
    const result = await fetchFilters(clientOf(getState(), extra));
    if (!result.ok) return rejectWithValue(result.error, { skipAlert: true });
    return result.value;
  },
);

/** A new filter (no id) or an edit of one, keywords and all in one request. */
export const saveFilter = createAppAsyncThunk(
  'filters/save',
  async (
    { id, draft }: { id?: string; draft: FilterDraft },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const state = getState();
    const client = clientOf(state, extra);
    const original = state.filters.items.find((f) => f.id === id) ?? null;
    const body = filterRequestBody(draft, original, selectIsKmyblue(state));
    const result = id ? await updateFilter(client, id, body) : await createFilter(client, body);
    if (!result.ok) return rejectWithValue(result.error, {});
    refilter(dispatch, getState(), result.value.id, result.value);
    return result.value;
  },
);

export const removeFilter = createAppAsyncThunk(
  'filters/remove',
  async (id: string, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await deleteFilter(clientOf(getState(), extra), id);
    if (!result.ok) return rejectWithValue(result.error, {});
    refilter(dispatch, getState(), id, null);
    return id;
  },
);

/** 'Filter this post': into an existing filter, or a new one made first; the post is filtered at once. */
export const addStatusToFilter = createAppAsyncThunk(
  'filters/addStatus',
  async (
    {
      statusId,
      filterId,
      newFilter,
    }: { statusId: string; filterId?: string; newFilter?: FilterDraft },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const state = getState();
    const client = clientOf(state, extra);
    let filter = state.filters.items.find((f) => f.id === filterId);
    if (newFilter) {
      const result = await createFilter(
        client,
        filterRequestBody(newFilter, null, selectIsKmyblue(state)),
      );
      if (!result.ok) return rejectWithValue(result.error, {});
      filter = result.value;
    }
    if (!filter) throw new Error('No filter chosen');
    const added = await addFilterStatus(client, filter.id, statusId);
    if (!added.ok) return rejectWithValue(added.error, {});
    const updated = {
      ...filter,
      statuses: [...filter.statuses.filter((s) => s.statusId !== statusId), added.value],
    };
    refilter(dispatch, getState(), updated.id, updated);
    return updated;
  },
);

/** Takes a post out of a filter (the filter's screen). */
export const removeStatusFromFilter = createAppAsyncThunk(
  'filters/removeStatus',
  async (
    { filterId, recordId }: { filterId: string; recordId: string },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const state = getState();
    const filter = state.filters.items.find((f) => f.id === filterId);
    const result = await removeFilterStatus(clientOf(state, extra), recordId);
    if (!result.ok) return rejectWithValue(result.error, {});
    if (!filter) return null;
    const updated = { ...filter, statuses: filter.statuses.filter((s) => s.id !== recordId) };
    refilter(dispatch, getState(), filterId, updated);
    return updated;
  },
);

/** The posts of a filter that the store does not hold yet, for the filter's screen (no alert). */
export const loadFilterStatuses = createAppAsyncThunk(
  'filters/loadStatuses',
  async (statusIds: string[], { getState, extra, dispatch }) => {
    const client = clientOf(getState(), extra);
    const missing = statusIds.filter((id) => !selectStatus(getState(), id));
    const results = await Promise.all(missing.map((id) => fetchStatus(client, id)));
    for (const result of results) if (result.ok) dispatch(entitiesReceived(result.value.bundle));
  },
);
