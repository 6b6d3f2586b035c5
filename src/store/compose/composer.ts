/** The composer on screen: uploads, sending, focus and how many composers show; never saved. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idleComposer, initialComposer } from './composeState';
import {
  composeLoaded,
  composeMediaUploaded,
  composeQuoteStarted,
  composeReplyCancelled,
  composeReplyStarted,
  composeReset,
} from './draft';

export type { ComposerState } from './composeState';

const composerSlice = createSlice({
  name: 'composer',
  initialState: initialComposer,
  reducers: {
    composeMounted(state, action: PayloadAction<boolean>) {
      state.mounted = Math.max(0, state.mounted + (action.payload ? 1 : -1));
    },
    composeFocusRequested(state) {
      state.focusRequest += 1;
    },
    composeUploadStarted(state, action: PayloadAction<number>) {
      state.isUploading = true;
      state.pendingUploads += action.payload;
      state.progress = 0;
    },
    composeUploadProgressed(state, action: PayloadAction<number>) {
      state.progress = action.payload;
    },
    composeUploadProcessingStarted(state) {
      state.isProcessing = true;
    },
    composeUploadFailed(state) {
      state.pendingUploads = Math.max(0, state.pendingUploads - 1);
      state.isUploading = state.pendingUploads > 0;
      state.isProcessing = false;
      state.progress = 0;
    },
    composeThumbnailProgressed(state, action: PayloadAction<number | null>) {
      state.thumbnailProgress = action.payload;
    },
    composeSubmitStarted(state) {
      state.isSubmitting = true;
    },
    composeSubmitFailed(state) {
      state.isSubmitting = false;
    },
    composeTagHistoryChanged(state, action: PayloadAction<string[]>) {
      state.tagHistory = action.payload;
    },
  },
  // What the draft's own events mean for the composer on screen.
  extraReducers: (builder) => {
    builder
      .addCase(composeReplyStarted, (state, action) => {
        state.limitedScope = action.payload.parentVisibility === 'limited' ? 'reply' : null;
        state.focusRequest += 1;
      })
      .addCase(composeReplyCancelled, (state) => {
        state.limitedScope = null;
      })
      .addCase(composeQuoteStarted, (state) => {
        state.focusRequest += 1;
      })
      .addCase(composeMediaUploaded, (state) => {
        state.pendingUploads = Math.max(0, state.pendingUploads - 1);
        state.isUploading = state.pendingUploads > 0;
        state.isProcessing = false;
        state.progress = state.isUploading ? state.progress : 0;
      })
      .addCase(composeLoaded, (state) => {
        state.focusRequest += 1;
        state.isSubmitting = false;
      })
      // Reset: nothing uploading or being sent; focus, mounted count and tags stay.
      .addCase(composeReset, (state) => {
        Object.assign(state, idleComposer);
      });
  },
});

export const {
  composeMounted,
  composeFocusRequested,
  composeUploadStarted,
  composeUploadProgressed,
  composeUploadProcessingStarted,
  composeUploadFailed,
  composeThumbnailProgressed,
  composeSubmitStarted,
  composeSubmitFailed,
  composeTagHistoryChanged,
} = composerSlice.actions;
export default composerSlice.reducer;
