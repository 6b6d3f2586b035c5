import type { ComposeDraft } from '../../entities/types';
import { newIdempotencyKey } from '../../lib/idempotency';
import { DEFAULT_QUOTE_POLICY } from '../constants';
import type { PostingDefaults } from '../session/session';

export type { ComposeDraft, ComposeMedia } from '../../entities/types';

/** The composer on screen: what is not part of the saved draft. */
export interface ComposerState {
  /** The limited scope of the reply being written ('reply' under a limited parent). */
  limitedScope: string | null;
  isSubmitting: boolean;
  /** Uploads under way: how many, their progress, and processing. */
  isUploading: boolean;
  pendingUploads: number;
  /** Percent, at most 100. */
  progress: number;
  isProcessing: boolean;
  thumbnailProgress: number | null;
  /** Bumped to ask the composer to take focus. */
  focusRequest: number;
  /** How many composers are on screen; none means actions open /publish. */
  mounted: number;
  /** Hashtags used before, most recent first (up to 1000, per user; kept on its own). */
  tagHistory: string[];
}

export const draftFromDefaults = (defaults: PostingDefaults): ComposeDraft => ({
  text: '',
  spoiler: false,
  spoilerText: '',
  sensitive: defaults.sensitive,
  markdown: false,
  privacy: defaults.privacy,
  circleId: null,
  searchability: defaults.searchability,
  language: defaults.language,
  inReplyToId: null,
  replyToLimited: false,
  media: [],
  poll: null,
  quotedStatusId: null,
  quotePolicy: defaults.quotePolicy ?? DEFAULT_QUOTE_POLICY,
  editId: null,
  scheduledAt: null,
  scheduledEditId: null,
  idempotencyKey: newIdempotencyKey(),
});

/** Nothing uploading or being sent. */
export const idleComposer = {
  limitedScope: null,
  isSubmitting: false,
  isUploading: false,
  pendingUploads: 0,
  progress: 0,
  isProcessing: false,
  thumbnailProgress: null,
} as const satisfies Partial<ComposerState>;

export const initialComposer: ComposerState = {
  ...idleComposer,
  focusRequest: 0,
  mounted: 0,
  tagHistory: [],
};
