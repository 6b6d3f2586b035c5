import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Markers } from '../../entities/types';
import { compareIds } from '../../lib/compareIds';
import type { KeptPlace } from './homePlace';

type MarkerTimeline = 'home' | 'notifications';

interface MarkersState {
  /** What the server last confirmed. */
  stored: Markers;
  /** What the reader has seen, not yet sent. */
  pending: Markers;
  /** The reader's place in home as the feed last reported it, kept on leaving the page. */
  homePlace: KeptPlace | null;
}

const initialState: MarkersState = {
  stored: { home: null, notifications: null },
  pending: { home: null, notifications: null },
  homePlace: null,
};

const newer = (a: string | null, b: string | null) =>
  a !== null && (b === null || compareIds(a, b) > 0);

/**
 * Notifications are read up to a point, which only moves on (SPEC). Home's marker is the
 * reader's place, the post at the top of the screen: it moves wherever the reader scrolls.
 */
const moves = (timeline: MarkerTimeline, id: string | null, than: string | null) =>
  timeline === 'home' ? id !== null && id !== than : newer(id, than);

const markersSlice = createSlice({
  name: 'markers',
  initialState,
  reducers: {
    markersReceived(state, action: PayloadAction<Partial<Markers>>) {
      for (const key of ['home', 'notifications'] as const) {
        const id = action.payload[key];
        if (id && moves(key, id, state.stored[key])) state.stored[key] = id;
      }
    },
    /** Only a position other than (for notifications: newer than) the stored marker is sent. */
    markerRead(state, action: PayloadAction<{ timeline: MarkerTimeline; id: string }>) {
      const { timeline, id } = action.payload;
      if (timeline === 'home') {
        state.pending.home = id === state.stored.home ? null : id;
        return;
      }
      if (newer(id, state.stored[timeline]) && newer(id, state.pending[timeline])) {
        state.pending[timeline] = id;
      }
    },
    markersSent(state, action: PayloadAction<Partial<Markers>>) {
      for (const key of ['home', 'notifications'] as const) {
        const id = action.payload[key];
        if (!id) continue;
        if (moves(key, id, state.stored[key])) state.stored[key] = id;
        if (state.pending[key] === id) state.pending[key] = null;
      }
    },
    /** Where the reader is in home now (kept in IndexedDB, a little later). */
    homePlaceSeen(state, action: PayloadAction<KeptPlace>) {
      state.homePlace = action.payload;
    },
  },
});

export const { markersReceived, markerRead, markersSent, homePlaceSeen } = markersSlice.actions;
export default markersSlice.reducer;
