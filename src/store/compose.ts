import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Visibility } from '../entities/types';
import { newIdempotencyKey } from '../lib/idempotency';
import { replyMentions, replyPrivacy, type ComposePrivacy } from './composeRules';
import type { PostingDefaults } from './session';

/** SPEC §3 Compose draft (the parts this composer edits). */
export interface ComposeState {
  text: string;
  spoiler: boolean;
  spoilerText: string;
  sensitive: boolean;
  privacy: ComposePrivacy;
  searchability: string;
  language: string;
  inReplyToId: string | null;
  editId: string | null;
  idempotencyKey: string;
  isSubmitting: boolean;
  /** Bumped to ask the composer to take focus. */
  focusRequest: number;
  /** How many composers are on screen; none means actions open /publish (SPEC §2). */
  mounted: number;
}

export type ComposeDraft = Pick<
  ComposeState,
  | 'text'
  | 'spoiler'
  | 'spoilerText'
  | 'sensitive'
  | 'privacy'
  | 'searchability'
  | 'language'
  | 'inReplyToId'
>;

const fromDefaults = (defaults: PostingDefaults): ComposeState => ({
  text: '',
  spoiler: false,
  spoilerText: '',
  sensitive: defaults.sensitive,
  privacy: defaults.privacy,
  searchability: defaults.searchability,
  language: defaults.language,
  inReplyToId: null,
  editId: null,
  idempotencyKey: newIdempotencyKey(),
  isSubmitting: false,
  focusRequest: 0,
  mounted: 0,
});

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
      state.privacy = replyPrivacy(p.parentVisibility, p.defaultPrivacy);
      state.text = replyMentions(p.mentionAccts, p.meAcct);
      state.spoiler = p.spoilerText.length > 0;
      state.spoilerText = p.spoilerText;
      state.focusRequest += 1;
    },
    composeReplyCancelled(state, action: PayloadAction<ComposePrivacy>) {
      state.inReplyToId = null;
      state.privacy = action.payload;
    },
    composeMounted(state, action: PayloadAction<boolean>) {
      state.mounted = Math.max(0, state.mounted + (action.payload ? 1 : -1));
    },
    composeFocusRequested(state) {
      state.focusRequest += 1;
    },
    composeSubmitStarted(state) {
      state.isSubmitting = true;
    },
    composeSubmitFailed(state) {
      state.isSubmitting = false;
    },
    /** SPEC §4: reset clears the text and restores the defaults. */
    composeReset(state, action: PayloadAction<PostingDefaults>) {
      return {
        ...fromDefaults(action.payload),
        focusRequest: state.focusRequest,
        mounted: state.mounted,
      };
    },
  },
});

export const {
  composeChanged,
  composeDraftRestored,
  composeReplyStarted,
  composeReplyCancelled,
  composeFocusRequested,
  composeMounted,
  composeSubmitStarted,
  composeSubmitFailed,
  composeReset,
} = composeSlice.actions;
export default composeSlice.reducer;
