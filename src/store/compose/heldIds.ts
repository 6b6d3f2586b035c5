import type { HeldIds } from '../memory/heldIds';
import type { ComposeState } from './composeState';

/** The draft holds the status it replies to, quotes and edits. */
export const composeHeldIds = (compose: ComposeState): HeldIds => ({
  statusIds: [compose.inReplyToId, compose.quotedStatusId, compose.editId],
});
