import type { RootState } from '../index';

/** The reader's server-side filters (v2/filters). */
export const selectFilters = (state: RootState) => state.filters.items;
