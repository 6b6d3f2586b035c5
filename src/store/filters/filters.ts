import { createSlice } from '@reduxjs/toolkit';
import { addFilterStatus, createFilter, fetchFilters, type FilterPayload } from '../../api/filters';
import { fetchStatus } from '../../api/statuses';
import type { Filter } from '../../entities/types';
import { entitiesReceived } from '../entities';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** GET v2/filters; filter fetches raise no alert. */
export const loadFilters = createAppAsyncThunk(
  'filters/load',
  async (_: void, { getState, extra, rejectWithValue }) => {
    const result = await fetchFilters(clientOf(getState(), extra));
    if (!result.ok) return rejectWithValue(result.error, { skipAlert: true });
    return result.value;
  },
);

/**
 * 'Filter this post': into an existing filter, or a new one made first; then the status is
 * read again so its `filtered` says so at once.
 */
export const addStatusToFilter = createAppAsyncThunk(
  'filters/addStatus',
  async (
    {
      statusId,
      filterId,
      newFilter,
    }: { statusId: string; filterId?: string; newFilter?: FilterPayload },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const client = clientOf(getState(), extra);
    let filter: Filter | undefined = getState().filters.items.find((f) => f.id === filterId);
    let created: Filter | null = null;
    if (newFilter) {
      const result = await createFilter(client, newFilter);
      if (!result.ok) return rejectWithValue(result.error, {});
      filter = created = result.value;
    }
    if (!filter) throw new Error('No filter chosen');
    const added = await addFilterStatus(client, filter.id, statusId);
    if (!added.ok) return rejectWithValue(added.error, {});
    const fresh = await fetchStatus(client, statusId);
    if (fresh.ok) dispatch(entitiesReceived(fresh.value.bundle));
    return { filter: { ...filter, statusIds: [...filter.statusIds, statusId] }, created };
  },
);

const filtersSlice = createSlice({
  name: 'filters',
  initialState: { items: [] as Filter[], hasLoaded: false },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadFilters.fulfilled, (state, action) => {
        state.items = action.payload;
        state.hasLoaded = true;
      })
      .addCase(addStatusToFilter.fulfilled, (state, action) => {
        const { filter } = action.payload;
        const index = state.items.findIndex((f) => f.id === filter.id);
        if (index >= 0) state.items[index] = filter;
        else state.items.push(filter);
      });
  },
});

export default filtersSlice.reducer;
