import type { RootState } from '../index';

/** A status's translation shown (or on its way), by status id. */
export const selectTranslation = (state: RootState, statusId: string) =>
  state.translations[statusId];

/** The thread opened at this status: ids of its ancestors, descendants and references. */
export const selectThreadContext = (state: RootState, statusId: string) => state.contexts[statusId];

/** The emoji offered first in the reaction picker, and whether they have been loaded. */
export const selectReactionDeck = (state: RootState) => state.reactionDeck;
