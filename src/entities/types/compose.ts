/** The composer's draft: exactly what is kept across reloads (per account) and posted. */
import type { MediaType, Visibility } from './status';

/** What the composer offers; 'reply' and 'circle' are kmyblue's limited audiences. */
export type ComposePrivacy = Visibility | 'reply' | 'circle' | 'mutual';

/** No privacy left to choose: the draft cannot be posted. */
export type ComposePrivacyOrBanned = ComposePrivacy | 'banned';

export interface PollDraft {
  options: string[];
  /** Seconds. */
  expiresIn: number;
  multiple: boolean;
}

/** A file in the draft: uploaded (unattached until posted) or carried over from an edit. */
export interface ComposeMedia {
  id: string;
  type: MediaType;
  url: string | null;
  previewUrl: string | null;
  description: string;
  focus: { x: number; y: number } | null;
  /** Newly uploaded media are marked unattached. */
  unattached: boolean;
}

/** The compose draft: text, warning, audience, media, poll, quote, reply and edit. */
export interface ComposeDraft {
  text: string;
  spoiler: boolean;
  spoilerText: string;
  sensitive: boolean;
  markdown: boolean;
  privacy: ComposePrivacyOrBanned;
  circleId: string | null;
  searchability: string;
  language: string;
  inReplyToId: string | null;
  replyToLimited: boolean;
  media: ComposeMedia[];
  poll: PollDraft | null;
  quotedStatusId: string | null;
  quotePolicy: string;
  editId: string | null;
  /** When to publish (ISO 8601, UTC); null posts at once. */
  scheduledAt: string | null;
  /** The scheduled post this draft was opened from: saving schedules anew and cancels it. */
  scheduledEditId: string | null;
  idempotencyKey: string;
}
