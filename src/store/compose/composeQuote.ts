/** When quoting is refused, and why. */
import type { LocalText } from '../../i18n/text';
import type { QuoteApproval } from '../../entities/types';
import { COMPOSE_MESSAGES } from './composeMessages';

export function quoteRefusal(input: {
  isUploading: boolean;
  mediaCount: number;
  hasPoll: boolean;
  quotedStatusId: string | null;
  /** The quoted status's approval for the current user; null when the server says nothing. */
  approval: QuoteApproval | null;
  isOwn: boolean;
}): LocalText | null {
  if (input.isUploading || input.mediaCount > 0) return COMPOSE_MESSAGES.quoteWithMedia;
  if (input.hasPoll) return COMPOSE_MESSAGES.quoteWithPoll;
  if (input.quotedStatusId !== null) return COMPOSE_MESSAGES.quoteAlready;
  if (!input.isOwn && !canQuote(input.approval)) return COMPOSE_MESSAGES.quoteUnauthorized;
  return null;
}

/** Automatic or manual approval for the current user. */
export const canQuote = (approval: QuoteApproval | null): boolean =>
  approval !== null && (approval.currentUser === 'automatic' || approval.currentUser === 'manual');
