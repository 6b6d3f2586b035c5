import type { ComposeState } from './compose';

export type ApiStatusCreateBodyInput = Pick<
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

/** What goes over the wire for a draft; fields only when they apply (SPEC §5). */
export interface StatusBody {
  status: string;
  visibility: string;
  in_reply_to_id?: string;
  spoiler_text?: string;
  sensitive?: boolean;
  searchability?: string;
  language?: string;
}

export function buildStatusBody(draft: ApiStatusCreateBodyInput, mediaCount = 0): StatusBody {
  const body: StatusBody = { status: draft.text, visibility: draft.privacy };
  if (draft.inReplyToId) body.in_reply_to_id = draft.inReplyToId;
  // SPEC §5: spoiler text only with the warning on; sensitive only with media.
  if (draft.spoiler && draft.spoilerText.trim()) body.spoiler_text = draft.spoilerText;
  if (mediaCount > 0) body.sensitive = draft.sensitive;
  if (draft.searchability) body.searchability = draft.searchability;
  if (draft.language) body.language = draft.language;
  return body;
}
