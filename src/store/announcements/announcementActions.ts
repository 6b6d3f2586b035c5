/**
 * Loading the server's announcements (no alert when that fails: SPEC §8), dismissing one, and
 * the reader's reactions to them.
 */
import {
  changeAnnouncementReaction,
  dismissAnnouncement as sendDismiss,
  fetchAnnouncements,
} from '../../api/conversations';
import { clientOf, createAppAsyncThunk } from '../thunk';
import type { ReactionChoice } from './announcementRules';

export const loadAnnouncements = createAppAsyncThunk(
  'announcements/load',
  async (_: void, { getState, extra, rejectWithValue }) => {
    const result = await fetchAnnouncements(clientOf(getState(), extra));
    if (!result.ok) return rejectWithValue(result.error, { skipAlert: true });
    return result.value;
  },
  { condition: (_, { getState }) => !getState().announcements.isLoading },
);

/** Marks one read; shown read at once. */
export const dismissAnnouncement = createAppAsyncThunk(
  'announcements/dismiss',
  async (id: string, { getState, extra, rejectWithValue }) => {
    const result = await sendDismiss(clientOf(getState(), extra), id);
    if (!result.ok) return rejectWithValue(result.error, {});
    return id;
  },
);

/** Adds or takes back the reader's reaction: shown at once, put back when refused. */
export const toggleAnnouncementReaction = createAppAsyncThunk(
  'announcements/react',
  async (
    { id, choice, add }: { id: string; choice: ReactionChoice; add: boolean },
    { getState, extra, rejectWithValue },
  ) => {
    const result = await changeAnnouncementReaction(
      clientOf(getState(), extra),
      id,
      choice.name,
      add,
    );
    if (!result.ok) return rejectWithValue(result.error, {});
    return null;
  },
);
