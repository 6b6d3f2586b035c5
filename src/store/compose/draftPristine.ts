import type { ComposeDraft } from './composeState';

/** Nothing written, attached, quoted or answered: a new default may replace its options. */
export const isDraftPristine = (draft: ComposeDraft): boolean =>
  !draft.text.trim() &&
  !draft.spoilerText.trim() &&
  draft.media.length === 0 &&
  draft.poll === null &&
  draft.quotedStatusId === null &&
  draft.inReplyToId === null &&
  draft.editId === null &&
  draft.scheduledEditId === null;
