import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Markers } from '../../entities/types';
import { compareIds } from '../../lib/compareIds';

interface MarkersState {
  /** What the server last confirmed. */
  stored: Markers;
  /** What the reader has seen, not yet sent. */
  pending: Markers;
}

const initialState: MarkersState = {
  stored: { home: null, notifications: null },
  pending: { home: null, notifications: null },
};

const newer = (a: string | null, b: string | null) =>
  a !== null && (b === null || compareIds(a, b) > 0);

const markersSlice = createSlice({
  name: 'markers',
  initialState,
  reducers: {
    markersReceived(state, action: PayloadAction<Partial<Markers>>) {
      for (const key of ['home', 'notifications'] as const) {
        const id = action.payload[key];
        if (id && newer(id, state.stored[key])) state.stored[key] = id;
      }
    },
    /** Only a position newer than the stored marker is worth sending. */
    markerRead(state, action: PayloadAction<{ timeline: keyof Markers; id: string }>) {
      const { timeline, id } = action.payload;
      if (newer(id, state.stored[timeline]) && newer(id, state.pending[timeline])) {
        state.pending[timeline] = id;
      }
    },
    markersSent(state, action: PayloadAction<Partial<Markers>>) {
      for (const key of ['home', 'notifications'] as const) {
        const id = action.payload[key];
        if (!id) continue;
        if (newer(id, state.stored[key])) state.stored[key] = id;
        if (state.pending[key] === id) state.pending[key] = null;
      }
    },
  },
});

export const { markersReceived, markerRead, markersSent } = markersSlice.actions;
export default markersSlice.reducer;
