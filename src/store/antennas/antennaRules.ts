/**
 * What the client checks before sending a rule (kmyblue-api.md §9.4), refused with kmyblue's
 * own words, so a refusal reads the same whether the client or the server saw it first.
 */
import type { AntennaRuleKind } from '../../entities/types';
import { message, type MessageText } from '../../i18n/text';

/** kmyblue refuses an included keyword shorter than this, in characters. */
export const ANTENNA_KEYWORD_MIN_CHARS = 2;

const DUPLICATE: Record<AntennaRuleKind, MessageText> = {
  keywords: message('antennas.errors.duplicate_keyword', 'Duplicate keyword'),
  domains: message('antennas.errors.duplicate_domain', 'Duplicate domain'),
  tags: message('antennas.errors.duplicate_tag', 'Duplicate tag'),
  accounts: message('antennas.errors.duplicate_account', 'Duplicate account'),
};

const TOO_SHORT = message('antennas.errors.keyword_too_short', 'Keyword is too short');

/** A typed entry as it is sent: trimmed; a tag without its '#'. */
export function cleanRuleValue(kind: AntennaRuleKind, text: string): string {
  const value = text.trim();
  return kind === 'tags' ? value.replace(/^#+/, '') : value;
}

/**
 * Why a new entry cannot be added to a rule list, or null: already in that list, or (for an
 * included keyword) too short. Keywords match case-sensitively, domains and tags do not.
 */
export function ruleRefusal(
  rule: { kind: AntennaRuleKind; exclude: boolean },
  value: string,
  current: readonly string[],
): MessageText | null {
  // kmyblue (Ruby) counts code points, as Array.from does.
  const length = Array.from(value).length;
  if (rule.kind === 'keywords' && !rule.exclude && length < ANTENNA_KEYWORD_MIN_CHARS)
    return TOO_SHORT;
  const same =
    rule.kind === 'domains' || rule.kind === 'tags'
      ? (a: string) => a.toLowerCase() === value.toLowerCase()
      : (a: string) => a === value;
  return current.some(same) ? DUPLICATE[rule.kind] : null;
}
