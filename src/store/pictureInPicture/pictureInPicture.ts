import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HeldIds } from '../memory/heldIds';

export interface PlayerColors {
  background: string;
  foreground: string;
  accent: string;
}

/** What a player hands over when its playback moves to picture-in-picture. */
export interface PictureInPicturePlayback {
  type: 'video' | 'audio';
  statusId: string;
  accountId: string;
  attachmentId: string;
  src: string;
  currentTime: number;
  muted: boolean;
  volume: number;
  description: string | null;
  /** A video's preview for its first frame; audio's poster (the preview or the avatar). */
  poster: string | null;
  /** Audio only: its colours. */
  colors: PlayerColors | null;
  width: number | null;
  height: number | null;
  frameRate: number | null;
}

export interface PictureInPictureState {
  playback: PictureInPicturePlayback | null;
  /** The layout it was deployed in (its meta): on mobile it sits above the tab bar. */
  isMobile: boolean;
}

const initialState: PictureInPictureState = { playback: null, isMobile: false };

const pictureInPictureSlice = createSlice({
  name: 'pictureInPicture',
  initialState,
  reducers: {
    pictureInPictureDeployed: {
      reducer(
        state,
        action: PayloadAction<PictureInPicturePlayback, string, { isMobile: boolean }>,
      ) {
        state.playback = action.payload;
        state.isMobile = action.meta.isMobile;
      },
      prepare: (playback: PictureInPicturePlayback, isMobile: boolean) => ({
        payload: playback,
        meta: { isMobile },
      }),
    },
    pictureInPictureRemoved() {
      return initialState;
    },
  },
});

export const { pictureInPictureDeployed, pictureInPictureRemoved } = pictureInPictureSlice.actions;
export default pictureInPictureSlice.reducer;

/** The status playing in picture-in-picture (and its author) stay while it shows. */
export const pictureInPictureHeldIds = (state: PictureInPictureState): HeldIds => ({
  statusIds: [state.playback?.statusId],
  accountIds: [state.playback?.accountId],
});
