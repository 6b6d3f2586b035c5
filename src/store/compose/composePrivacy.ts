/** The composer's privacy rules (allowed list, replies, quotes), as pure functions. */
import type { ComposePrivacyOrBanned, Visibility } from '../../entities/types';
import type { ComposePrivacy } from './composeRules';
import { PRIVACY_ORDER } from './composeRules';

export type { ComposePrivacyOrBanned } from '../../entities/types';
export { effectiveQuotePolicy } from '../../entities/statusRequest';

/**
 * Privacy is forced into the allowed list; 'banned' when none is allowed. A privacy
 * not in the list becomes the nearest stricter one allowed, else the strictest allowed.
 */
export function forcePrivacy(
  privacy: ComposePrivacyOrBanned,
  allowed: readonly ComposePrivacy[],
): ComposePrivacyOrBanned {
  if (allowed.length === 0) return 'banned';
  if (privacy !== 'banned' && allowed.includes(privacy)) return privacy;
  const rank = PRIVACY_ORDER.indexOf(privacy as Visibility);
  if (rank >= 0) {
    const stricter = PRIVACY_ORDER.slice(rank + 1).find((p) => allowed.includes(p));
    if (stricter) return stricter;
  }
  const strictest = [...PRIVACY_ORDER].reverse().find((p) => allowed.includes(p));
  return strictest ?? allowed[0]!;
}

/** Deleting the replied-to status turns a reply privacy into circle. */
export const privacyAfterReplyDeleted = (
  privacy: ComposePrivacyOrBanned,
): ComposePrivacyOrBanned => (privacy === 'reply' ? 'circle' : privacy);

/** Quoting a private status makes a public or unlisted draft private. */
export function privacyForQuote(
  privacy: ComposePrivacyOrBanned,
  quotedVisibility: Visibility,
): ComposePrivacyOrBanned {
  if (quotedVisibility === 'private' && (privacy === 'public' || privacy === 'unlisted'))
    return 'private';
  return privacy;
}

/** With stay_privacy, a chosen privacy becomes the default unless the post is a reply. */
export const shouldStayPrivacy = (stayPrivacy: boolean, inReplyToId: string | null): boolean =>
  stayPrivacy && inReplyToId === null;
