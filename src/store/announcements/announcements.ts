/**
 * The server's announcements (SPEC §3, §4): shown or hidden above home, read when dismissed,
 * with the reader's reactions; the stream brings new and changed ones, totals and deletions.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Announcement } from '../../entities/types';
import type { RootState } from '../index';
import {
  dismissAnnouncement,
  loadAnnouncements,
  toggleAnnouncementReaction,
} from './announcementActions';
import { reactionTotalReceived, toggledReactions } from './announcementRules';

export interface AnnouncementsState {
  items: Announcement[];
  isLoading: boolean;
  hasLoaded: boolean;
  /** Whether the panel above home is open; closed at first, as Mastodon's, the count inviting. */
  isShown: boolean;
}

const initialState: AnnouncementsState = {
  items: [],
  isLoading: false,
  hasLoaded: false,
  isShown: false,
};

const find = (state: AnnouncementsState, id: string) => state.items.find((a) => a.id === id);

const announcementsSlice = createSlice({
  name: 'announcements',
  initialState,
  reducers: {
    announcementsToggled(state) {
      state.isShown = !state.isShown;
    },
    /** New or changed, from the stream: a change keeps its place. */
    announcementReceived(state, action: PayloadAction<Announcement>) {
      const index = state.items.findIndex((a) => a.id === action.payload.id);
      if (index === -1) state.items.push(action.payload);
      else state.items[index] = action.payload;
    },
    announcementReactionTotalled(
      state,
      action: PayloadAction<{ announcementId: string; name: string; count: number }>,
    ) {
      const { announcementId, name, count } = action.payload;
      const item = find(state, announcementId);
      if (!item) return;
      // A custom emoji new to this announcement: its picture comes from a reaction elsewhere.
      const known = state.items
        .flatMap((a) => a.reactions)
        .find((r) => r.name === name && r.url !== null);
      item.reactions = reactionTotalReceived(item.reactions, name, count, {
        url: known?.url ?? null,
        staticUrl: known?.staticUrl ?? null,
      });
    },
    announcementDeleted(state, action: PayloadAction<string>) {
      state.items = state.items.filter((a) => a.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadAnnouncements.pending, (state) => {
        state.isLoading = true;
      })
      .addCase(loadAnnouncements.fulfilled, (state, action) => {
        state.items = action.payload;
        state.isLoading = false;
        state.hasLoaded = true;
      })
      .addCase(loadAnnouncements.rejected, (state) => {
        state.isLoading = false;
      })
      .addCase(dismissAnnouncement.pending, (state, action) => {
        const item = find(state, action.meta.arg);
        if (item) item.read = true;
      })
      .addCase(toggleAnnouncementReaction.pending, (state, action) => {
        const { id, choice, add } = action.meta.arg;
        const item = find(state, id);
        if (item) item.reactions = toggledReactions(item.reactions, choice, add);
      })
      .addCase(toggleAnnouncementReaction.rejected, (state, action) => {
        const { id, choice, add } = action.meta.arg;
        const item = find(state, id);
        if (item) item.reactions = toggledReactions(item.reactions, choice, !add);
      });
  },
});

export const {
  announcementsToggled,
  announcementReceived,
  announcementReactionTotalled,
  announcementDeleted,
} = announcementsSlice.actions;
export default announcementsSlice.reducer;

export const selectAnnouncements = (state: RootState) => state.announcements;
export const selectUnreadAnnouncementCount = (state: RootState) =>
  state.announcements.items.filter((a) => !a.read).length;
