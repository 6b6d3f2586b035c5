const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const WORD_START = /^[\p{L}\p{N}_]/u;
const WORD_END = /[\p{L}\p{N}_]$/u;

/**
 * Mastodon's keyword rule, case-insensitive: a whole word is bounded only on the sides where
 * the keyword itself starts or ends with a word character ("#tag" matches inside "x#tag").
 */
export function keywordRegex(keyword: string, wholeWord: boolean): RegExp {
  if (!wholeWord) return new RegExp(escapeRegex(keyword), 'iu');
  const start = WORD_START.test(keyword) ? '(?<![\\p{L}\\p{N}_])' : '';
  const end = WORD_END.test(keyword) ? '(?![\\p{L}\\p{N}_])' : '';
  return new RegExp(`${start}${escapeRegex(keyword)}${end}`, 'iu');
}
