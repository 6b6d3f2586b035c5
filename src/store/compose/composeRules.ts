import type { ComposePrivacy, Visibility } from '../../entities/types';

export type { ComposePrivacy } from '../../entities/types';

/** Strictness order for replies. */
export const PRIVACY_ORDER: Visibility[] = [
  'public',
  'public_unlisted',
  'unlisted',
  'login',
  'private',
  'direct',
];

const rank = (v: ComposePrivacy): number => {
  const index = PRIVACY_ORDER.indexOf(v as Visibility);
  return index < 0 ? PRIVACY_ORDER.length : index;
};

/** The stricter of the parent's visibility and the default; a limited parent gives reply. */
export function replyPrivacy(parent: Visibility, defaultPrivacy: ComposePrivacy): ComposePrivacy {
  if (parent === 'limited') return 'reply';
  return rank(parent) >= rank(defaultPrivacy) ? parent : defaultPrivacy;
}

/** Mentions of everyone in the thread but the user, as '@a @b '. */
export function replyMentions(accts: string[], meAcct: string | null): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const acct of accts) {
    const key = acct.toLowerCase();
    if (key === meAcct?.toLowerCase() || seen.has(key)) continue;
    seen.add(key);
    out.push(`@${acct}`);
  }
  return out.length > 0 ? `${out.join(' ')} ` : '';
}

/** Submit is ignored when the text is empty and there are no media. */
export const isSubmittable = (text: string, mediaCount: number): boolean =>
  text.trim().length > 0 || mediaCount > 0;

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
const REMOTE_MENTION = /(^|[^/\w])@(\w+)@[\w.-]+\w/g;

/**
 * Characters as the server counts them: every URL as the reserved length, a remote
 * mention as its local part, and an emoji or other astral character as one.
 */
export function countCharacters(text: string, charactersReservedPerUrl: number): number {
  const normalised = text
    .replace(URL_PATTERN, 'x'.repeat(charactersReservedPerUrl))
    .replace(REMOTE_MENTION, '$1@$2');
  return Array.from(normalised).length;
}
