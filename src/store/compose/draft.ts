/** The saved draft: what the composer will post, kept per account across reloads. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Visibility } from '../../entities/types';
import { newIdempotencyKey } from '../../lib/idempotency';
import { draftFromDefaults, type ComposeDraft, type ComposeMedia } from './composeState';
import {
  sensitiveAfterMediaAdded,
  sensitiveAfterMediaRemoved,
  sensitiveAfterSpoilerToggle,
} from './composeMediaRules';
import { newPollDraft, pollOptionChanged, type PollDraft } from './composePoll';
import { privacyAfterReplyDeleted, privacyForQuote } from './composePrivacy';
import { replyMentions, replyPrivacy, type ComposePrivacy } from './composeRules';
import { statusesRemoved } from '../statuses/removal';
import { sessionConnected, type PostingDefaults } from '../session/session';

export type { ComposeDraft, ComposeMedia } from './composeState';

const sensitivity = (state: ComposeDraft) => ({
  sensitive: state.sensitive,
  spoiler: state.spoiler,
  mediaCount: state.media.length,
});

function replyTargetGone(state: ComposeDraft, ids: string[]) {
  if (!state.inReplyToId || !ids.includes(state.inReplyToId)) return;
  state.inReplyToId = null;
  state.replyToLimited = false;
  state.privacy = privacyAfterReplyDeleted(state.privacy);
}

const draftSlice = createSlice({
  name: 'draft',
  initialState: draftFromDefaults({
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
      state.privacy = replyPrivacy(p.parentVisibility, p.defaultPrivacy);
      state.text = replyMentions(p.mentionAccts, p.meAcct);
      state.spoiler = p.spoilerText.length > 0;
      state.spoilerText = p.spoilerText;
    },
    composeReplyCancelled(state, action: PayloadAction<ComposePrivacy>) {
      state.inReplyToId = null;
      state.replyToLimited = false;
      state.privacy = action.payload;
    },
    /** The replied-to status was deleted. */
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
    composeMediaUploaded(
      state,
      action: PayloadAction<{ media: ComposeMedia; defaultSensitive: boolean }>,
    ) {
      state.sensitive = sensitiveAfterMediaAdded(
        sensitivity(state),
        action.payload.defaultSensitive,
      );
      state.media.push(action.payload.media);
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
    },
    composeQuoteCancelled(state) {
      state.quotedStatusId = null;
    },
    /** Editing or re-drafting: the draft becomes the status as it is. */
    composeLoaded(state, action: PayloadAction<Partial<ComposeDraft>>) {
      Object.assign(state, action.payload, { idempotencyKey: newIdempotencyKey() });
    },
    /** Reset clears text, spoiler, poll, media and quote and restores the defaults. */
    composeReset(_state, action: PayloadAction<PostingDefaults>) {
      return draftFromDefaults(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(statusesRemoved, (state, action) => replyTargetGone(state, action.payload));
    // A new session's draft starts from the account's own defaults (a saved draft follows).
    builder.addCase(sessionConnected, (state, action) => {
      const defaults = action.payload.defaults;
      if (!defaults) return;
      const fresh = draftFromDefaults(defaults);
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
  composeMediaUploaded,
  composeMediaRemoved,
  composeMediaChanged,
  composePollToggled,
  composePollOptionChanged,
  composePollSettingsChanged,
  composeQuoteStarted,
  composeQuoteCancelled,
  composeLoaded,
  composeReset,
} = draftSlice.actions;
export default draftSlice.reducer;
