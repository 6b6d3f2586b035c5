import type { RootState } from '../index';

/** The reader's server-side filters (v2/filters). */
export const selectFilters = (state: RootState) => state.filters.items;

export const selectFiltersLoaded = (state: RootState) => state.filters.hasLoaded;

export const selectFilter = (state: RootState, id: string | undefined) =>
  state.filters.items.find((f) => f.id === id);
