import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Filter } from '../../entities/types';
import {
  addStatusToFilter,
  loadFilters,
  removeFilter,
  removeStatusFromFilter,
  saveFilter,
} from './filterActions';

export {
  addStatusToFilter,
  loadFilterStatuses,
  loadFilters,
  removeFilter,
  removeStatusFromFilter,
  saveFilter,
} from './filterActions';

interface FiltersState {
  items: Filter[];
  hasLoaded: boolean;
}

function upsert(state: FiltersState, action: PayloadAction<Filter | null>) {
  const filter = action.payload;
  if (!filter) return;
  const index = state.items.findIndex((f) => f.id === filter.id);
  if (index >= 0) state.items[index] = filter;
  else state.items.push(filter);
}

const initialState: FiltersState = { items: [], hasLoaded: false };

const filtersSlice = createSlice({
  name: 'filters',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadFilters.fulfilled, (state, action) => {
        state.items = action.payload;
        state.hasLoaded = true;
      })
      .addCase(saveFilter.fulfilled, upsert)
      .addCase(addStatusToFilter.fulfilled, upsert)
      .addCase(removeStatusFromFilter.fulfilled, upsert)
      .addCase(removeFilter.fulfilled, (state, action) => {
        state.items = state.items.filter((f) => f.id !== action.payload);
      });
  },
});

export default filtersSlice.reducer;
