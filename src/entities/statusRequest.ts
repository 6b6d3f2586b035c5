/** The body of POST /api/v1/statuses (and PUT to edit), built from the composer's draft. */
import type { ApiStatusCreateBody } from '../api/types';
import type { ComposeDraft, ComposePrivacyOrBanned, PollDraft } from './types';

/** Focus goes over the wire as 'x,y' with 2 decimals. */
const FOCUS_DECIMALS = 2;

export function formatFocus(focus: { x: number; y: number }): string {
  return `${focus.x.toFixed(FOCUS_DECIMALS)},${focus.y.toFixed(FOCUS_DECIMALS)}`;
}

/** A poll's options as sent: trimmed, the blank ones left out. */
export const pollOptionsToSend = (poll: PollDraft): string[] =>
  poll.options.map((o) => o.trim()).filter(Boolean);

/** The quote approval policy is forced to nobody for private and direct posts. */
export function effectiveQuotePolicy(privacy: ComposePrivacyOrBanned, policy: string): string {
  return privacy === 'private' || privacy === 'direct' ? 'nobody' : policy;
}

/** What of the draft goes over the wire. */
export type StatusDraft = Pick<
  ComposeDraft,
  | 'text'
  | 'spoiler'
  | 'spoilerText'
  | 'sensitive'
  | 'markdown'
  | 'privacy'
  | 'circleId'
  | 'searchability'
  | 'language'
  | 'inReplyToId'
  | 'media'
  | 'poll'
  | 'quotedStatusId'
  | 'quotePolicy'
  | 'editId'
  | 'scheduledAt'
>;

/** What goes over the wire for a draft; fields only when they apply. */
export function buildStatusBody(
  draft: StatusDraft,
  options: { hasMarkdown?: boolean; hasSearchability?: boolean } = {},
): ApiStatusCreateBody {
  const body: ApiStatusCreateBody = { status: draft.text, visibility: draft.privacy };
  if (draft.inReplyToId) body.in_reply_to_id = draft.inReplyToId;
  const mediaCount = draft.media.length;
  if (mediaCount > 0) {
    body.media_ids = draft.media.map((m) => m.id);
    // Descriptions and focus of attached media travel with an edit.
    if (draft.editId) {
      body.media_attributes = draft.media.map((m) => ({
        id: m.id,
        description: m.description,
        ...(m.focus ? { focus: formatFocus(m.focus) } : {}),
      }));
    }
  }
  // Spoiler text only with the warning on; sensitive only with media.
  if (draft.spoiler && draft.spoilerText.trim()) body.spoiler_text = draft.spoilerText;
  if (mediaCount > 0) body.sensitive = draft.sensitive;
  if (options.hasMarkdown && draft.markdown) body.markdown = true;
  if (draft.searchability && options.hasSearchability !== false)
    body.searchability = draft.searchability;
  if (draft.circleId && (draft.privacy === 'circle' || draft.privacy === 'limited'))
    body.circle_id = draft.circleId;
  if (draft.poll) {
    body.poll = {
      options: draft.poll.options.length ? pollOptionsToSend(draft.poll) : [],
      expires_in: draft.poll.expiresIn,
      multiple: draft.poll.multiple,
    };
  }
  if (draft.language) body.language = draft.language;
  if (draft.quotedStatusId && !draft.editId) body.quoted_status_id = draft.quotedStatusId;
  if (draft.quotePolicy)
    body.quote_approval_policy = effectiveQuotePolicy(draft.privacy, draft.quotePolicy);
  // An edit publishes at once; only a new post waits for its time.
  if (draft.scheduledAt && !draft.editId) body.scheduled_at = draft.scheduledAt;
  return body;
}
