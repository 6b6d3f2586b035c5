/** The body of POST /api/v1/statuses (and PUT to edit), built from the composer's draft. */
import type { ApiStatusCreateBody } from '../api/types';
import { formatFocus } from '../store/compose/composeMediaRules';
import { pollOptionsToSend } from '../store/compose/composePoll';
import { effectiveQuotePolicy } from '../store/compose/composePrivacy';
import type { ComposeState } from '../store/compose/composeState';

/** What of the draft goes over the wire. */
export type StatusDraft = Pick<
  ComposeState,
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
>;

/** What goes over the wire for a draft; fields only when they apply (SPEC §5). */
export function buildStatusBody(
  draft: StatusDraft,
  options: { hasMarkdown?: boolean; hasSearchability?: boolean } = {},
): ApiStatusCreateBody {
  const body: ApiStatusCreateBody = { status: draft.text, visibility: draft.privacy };
  if (draft.inReplyToId) body.in_reply_to_id = draft.inReplyToId;
  const mediaCount = draft.media.length;
  if (mediaCount > 0) {
    body.media_ids = draft.media.map((m) => m.id);
    // Descriptions and focus of attached media travel with an edit (SPEC §7 media_attributes).
    if (draft.editId) {
      body.media_attributes = draft.media.map((m) => ({
        id: m.id,
        description: m.description,
        ...(m.focus ? { focus: formatFocus(m.focus) } : {}),
      }));
    }
  }
  // SPEC §5: spoiler text only with the warning on; sensitive only with media.
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
  return body;
}
