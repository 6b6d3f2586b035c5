/** The reader's scheduled posts, soonest first, paged by Link. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../api/client';
import type { ScheduledStatus } from '../../entities/types';
import type { RootState } from '../index';
import {
  cancelScheduledPost,
  changeScheduledTime,
  loadScheduledStatuses,
} from './scheduledStatusActions';

export interface ScheduledStatusesState {
  items: ScheduledStatus[];
  next: string | null;
  isLoading: boolean;
  hasLoaded: boolean;
  /** Why the last load failed, shown in place of the list until it is asked again. */
  failure: ApiError | null;
}

const initialState: ScheduledStatusesState = {
  items: [],
  next: null,
  isLoading: false,
  hasLoaded: false,
  failure: null,
};

/** Soonest first; the same time keeps the older one first. */
export function bySchedule(items: ScheduledStatus[]): ScheduledStatus[] {
  return [...items].sort(
    (a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt) || a.id.localeCompare(b.id),
  );
}

/** Adds or replaces by id. */
function merged(items: ScheduledStatus[], incoming: ScheduledStatus[]): ScheduledStatus[] {
  const ids = new Set(incoming.map((i) => i.id));
  return bySchedule([...items.filter((i) => !ids.has(i.id)), ...incoming]);
}

const scheduledStatusesSlice = createSlice({
  name: 'scheduledStatuses',
  initialState,
  reducers: {
    /** A post the composer just scheduled. */
    scheduledStatusAdded(state, action: PayloadAction<ScheduledStatus>) {
      state.items = merged(state.items, [action.payload]);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadScheduledStatuses.pending, (state) => {
        state.isLoading = true;
      })
      .addCase(loadScheduledStatuses.fulfilled, (state, action) => {
        const { items, next } = action.payload;
        state.items = action.meta.arg.more ? merged(state.items, items) : bySchedule(items);
        state.next = next;
        state.isLoading = false;
        state.hasLoaded = true;
        state.failure = null;
      })
      .addCase(loadScheduledStatuses.rejected, (state, action) => {
        state.isLoading = false;
        if (action.payload) state.failure = action.payload;
      })
      .addCase(changeScheduledTime.fulfilled, (state, action) => {
        state.items = merged(state.items, [action.payload]);
      })
      .addCase(cancelScheduledPost.fulfilled, (state, action) => {
        state.items = state.items.filter((i) => i.id !== action.payload);
      });
  },
});

export const { scheduledStatusAdded } = scheduledStatusesSlice.actions;
export default scheduledStatusesSlice.reducer;

export const selectScheduledStatuses = (state: RootState) => state.scheduledStatuses;
