import type { ComposeDraft } from './composeState';
import { formatFocus } from './composeMediaRules';
import { pollOptionsToSend } from './composePoll';
import { effectiveQuotePolicy } from './composePrivacy';

export type ApiStatusCreateBodyInput = Pick<
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
>;

/** What goes over the wire for a draft; fields only when they apply (SPEC §5). */
export interface StatusBody {
  status: string;
  visibility: string;
  in_reply_to_id?: string;
  media_ids?: string[];
  media_attributes?: { id: string; description: string; focus?: string }[];
  spoiler_text?: string;
  sensitive?: boolean;
  markdown?: boolean;
  searchability?: string;
  circle_id?: string;
  poll?: { options: string[]; expires_in: number; multiple: boolean };
  language?: string;
  quoted_status_id?: string;
  quote_approval_policy?: string;
}

export function buildStatusBody(
  draft: ApiStatusCreateBodyInput,
  options: { hasMarkdown?: boolean; hasSearchability?: boolean } = {},
): StatusBody {
  const body: StatusBody = { status: draft.text, visibility: draft.privacy };
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
