import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Visibility } from '../../entities/types';
import { newIdempotencyKey } from '../../lib/idempotency';
import {
  fromDefaults,
  type ComposeDraft,
  type ComposeMedia,
  type ComposeState,
} from './composeState';
import {
  sensitiveAfterMediaAdded,
  sensitiveAfterMediaRemoved,
  sensitiveAfterSpoilerToggle,
} from './composeMediaRules';
import { newPollDraft, pollOptionChanged, type PollDraft } from './composePoll';

export type { ComposeDraft, ComposeMedia, ComposeState } from './composeState';
import { privacyAfterReplyDeleted, privacyForQuote } from './composePrivacy';
import { replyMentions, replyPrivacy, type ComposePrivacy } from './composeRules';
import { statusesRemoved } from '../statuses/removal';
import { sessionReady, type PostingDefaults } from '../session/session';

const sensitivity = (state: ComposeState) => ({
  sensitive: state.sensitive,
  spoiler: state.spoiler,
  mediaCount: state.media.length,
});

function replyTargetGone(state: ComposeState, ids: string[]) {
  if (!state.inReplyToId || !ids.includes(state.inReplyToId)) return;
  state.inReplyToId = null;
  state.replyToLimited = false;
  state.privacy = privacyAfterReplyDeleted(state.privacy);
}

const composeSlice = createSlice({
  name: 'compose',
  initialState: fromDefaults({
    privacy: 'public',
    searchability: 'private',
    language: 'en',
    sensitive: false,
  }),
  reducers: {
    composeChanged(state, action: PayloadAction<Partial<ComposeDraft>>) {
      Object.assign(state, action.payload);
    },
    composeDraftRestored(state, action: PayloadAction<Partial<ComposeDraft>>) {
      Object.assign(state, action.payload);
    },
    composeReplyStarted(
      state,
      action: PayloadAction<{
        statusId: string;
        parentVisibility: Visibility;
        spoilerText: string;
        mentionAccts: string[];
        meAcct: string | null;
        defaultPrivacy: ComposePrivacy;
      }>,
    ) {
      const p = action.payload;
      state.inReplyToId = p.statusId;
      state.replyToLimited = p.parentVisibility === 'limited';
      state.limitedScope = state.replyToLimited ? 'reply' : null;
      state.privacy = replyPrivacy(p.parentVisibility, p.defaultPrivacy);
      state.text = replyMentions(p.mentionAccts, p.meAcct);
      state.spoiler = p.spoilerText.length > 0;
      state.spoilerText = p.spoilerText;
      state.focusRequest += 1;
    },
    composeReplyCancelled(state, action: PayloadAction<ComposePrivacy>) {
      state.inReplyToId = null;
      state.replyToLimited = false;
      state.limitedScope = null;
      state.privacy = action.payload;
    },
    /** SPEC §4: the replied-to status was deleted. */
    composeReplyTargetDeleted(state, action: PayloadAction<string>) {
      replyTargetGone(state, [action.payload]);
    },
    composeSpoilerToggled(state, action: PayloadAction<{ defaultSensitive: boolean }>) {
      state.sensitive = sensitiveAfterSpoilerToggle(
        sensitivity(state),
        action.payload.defaultSensitive,
      );
      state.spoiler = !state.spoiler;
    },
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
    composeUploadProcessing(state) {
      state.isProcessing = true;
    },
    composeUploadDone(
      state,
      action: PayloadAction<{ media: ComposeMedia; defaultSensitive: boolean }>,
    ) {
      state.sensitive = sensitiveAfterMediaAdded(
        sensitivity(state),
        action.payload.defaultSensitive,
      );
      state.media.push(action.payload.media);
      state.pendingUploads = Math.max(0, state.pendingUploads - 1);
      state.isUploading = state.pendingUploads > 0;
      state.isProcessing = false;
      state.progress = state.isUploading ? state.progress : 0;
    },
    composeUploadFailed(state) {
      state.pendingUploads = Math.max(0, state.pendingUploads - 1);
      state.isUploading = state.pendingUploads > 0;
      state.isProcessing = false;
      state.progress = 0;
    },
    composeMediaRemoved(state, action: PayloadAction<string>) {
      if (!state.media.some((m) => m.id === action.payload)) return;
      state.sensitive = sensitiveAfterMediaRemoved(sensitivity(state));
      state.media = state.media.filter((m) => m.id !== action.payload);
    },
    composeMediaChanged(state, action: PayloadAction<ComposeMedia>) {
      const index = state.media.findIndex((m) => m.id === action.payload.id);
      if (index >= 0) state.media[index] = action.payload;
    },
    composeThumbnailProgressed(state, action: PayloadAction<number | null>) {
      state.thumbnailProgress = action.payload;
    },
    composePollToggled(state) {
      state.poll = state.poll ? null : newPollDraft();
    },
    composePollOptionChanged(
      state,
      action: PayloadAction<{ index: number; title: string; max: number }>,
    ) {
      if (!state.poll) return;
      const { index, title, max } = action.payload;
      state.poll = pollOptionChanged(state.poll, index, title, max);
    },
    composePollSettingsChanged(
      state,
      action: PayloadAction<Partial<Pick<PollDraft, 'expiresIn' | 'multiple'>>>,
    ) {
      if (state.poll) Object.assign(state.poll, action.payload);
    },
    composeQuoteStarted(
      state,
      action: PayloadAction<{
        statusId: string;
        sensitive: boolean;
        spoilerText: string;
        quotedVisibility: Visibility;
      }>,
    ) {
      const p = action.payload;
      state.quotedStatusId = p.statusId;
      state.sensitive = p.sensitive;
      state.spoilerText = p.spoilerText;
      state.spoiler = p.spoilerText.length > 0;
      state.privacy = privacyForQuote(state.privacy, p.quotedVisibility);
      state.focusRequest += 1;
    },
    composeQuoteCancelled(state) {
      state.quotedStatusId = null;
    },
    /** Editing or re-drafting: the draft becomes the status as it is. */
    composeLoaded(
      state,
      action: PayloadAction<Partial<ComposeDraft> & { replyToLimited?: boolean }>,
    ) {
      const keep = {
        focusRequest: state.focusRequest + 1,
        mounted: state.mounted,
        tagHistory: state.tagHistory,
      };
      Object.assign(state, action.payload, keep, {
        idempotencyKey: newIdempotencyKey(),
        isSubmitting: false,
      });
    },
    composeSubmitStarted(state) {
      state.isSubmitting = true;
    },
    composeSubmitFailed(state) {
      state.isSubmitting = false;
    },
    /** SPEC §4: reset clears text, spoiler, poll, media and quote and restores the defaults. */
    composeReset(state, action: PayloadAction<PostingDefaults>) {
      return {
        ...fromDefaults(action.payload),
        focusRequest: state.focusRequest,
        mounted: state.mounted,
        tagHistory: state.tagHistory,
      };
    },
    composeTagHistoryChanged(state, action: PayloadAction<string[]>) {
      state.tagHistory = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(statusesRemoved, (state, action) => replyTargetGone(state, action.payload));
    // A new session's composer starts from the account's own defaults (a saved draft follows).
    builder.addCase(sessionReady, (state, action) => {
      const defaults = action.payload.defaults;
      if (!defaults) return;
      const fresh = fromDefaults(defaults);
      state.privacy = fresh.privacy;
      state.searchability = fresh.searchability;
      state.language = fresh.language;
      state.sensitive = fresh.sensitive;
      state.quotePolicy = fresh.quotePolicy;
    });
  },
});

export const {
  composeChanged,
  composeDraftRestored,
  composeReplyStarted,
  composeReplyCancelled,
  composeReplyTargetDeleted,
  composeSpoilerToggled,
  composeFocusRequested,
  composeMounted,
  composeUploadStarted,
  composeUploadProgressed,
  composeUploadProcessing,
  composeUploadDone,
  composeUploadFailed,
  composeMediaRemoved,
  composeMediaChanged,
  composeThumbnailProgressed,
  composePollToggled,
  composePollOptionChanged,
  composePollSettingsChanged,
  composeQuoteStarted,
  composeQuoteCancelled,
  composeLoaded,
  composeSubmitStarted,
  composeSubmitFailed,
  composeReset,
  composeTagHistoryChanged,
} = composeSlice.actions;
export default composeSlice.reducer;
