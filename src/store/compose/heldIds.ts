import type { HeldIds } from '../memory/heldIds';
import type { ComposeDraft } from './composeState';

/** The draft holds the status it replies to, quotes and edits. */
export const draftHeldIds = (draft: ComposeDraft): HeldIds => ({
  statusIds: [draft.inReplyToId, draft.quotedStatusId, draft.editId],
});
