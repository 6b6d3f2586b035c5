/** The composer on screen, read by name (components never reach into the state's shape). */
import type { RootState } from '../index';

export const selectIsComposerMounted = (state: RootState) => state.composer.mounted > 0;
export const selectComposerFocusRequest = (state: RootState) => state.composer.focusRequest;
export const selectIsSubmitting = (state: RootState) => state.composer.isSubmitting;
export const selectIsUploading = (state: RootState) => state.composer.isUploading;
export const selectIsProcessing = (state: RootState) => state.composer.isProcessing;
export const selectPendingUploads = (state: RootState) => state.composer.pendingUploads;
export const selectUploadProgress = (state: RootState) => state.composer.progress;
export const selectThumbnailProgress = (state: RootState) => state.composer.thumbnailProgress;
export const selectTagHistory = (state: RootState) => state.composer.tagHistory;
