import type { CustomEmoji } from '../../entities/types';
import { EMOJI_SEARCH_MAX_RESULTS } from '../../store/constants';
import { withSkinTone } from './skinTones';
import type { UnicodeEmoji } from './unicodeEmojis';

/** One emoji in the picker: a unicode character, or a custom emoji by shortcode. */
export type PickerEmoji =
  | { kind: 'unicode'; name: string; label: string }
  | { kind: 'custom'; name: string; label: string; url: string; staticUrl: string };

/** A unicode emoji to pick, in the chosen skin tone where it has tones. */
export const fromUnicode = (emoji: UnicodeEmoji, skinTone = 1): PickerEmoji => ({
  kind: 'unicode',
  name: withSkinTone(emoji, skinTone),
  label: emoji.name,
});

export const fromCustom = (emoji: CustomEmoji): PickerEmoji => ({
  kind: 'custom',
  name: emoji.shortcode,
  label: `:${emoji.shortcode}:`,
  url: emoji.url,
  staticUrl: emoji.staticUrl,
});

/** How well an emoji matches: exact name or shortcode, then prefix, then the rest. */
const EXACT = 0;
const PREFIX = 1;
const PARTIAL = 2;
const NO_MATCH = -1;

/** 'Thumbs-up', 'thumbs_up' and 'thumbs up' are the same name. */
const normaliseName = (name: string): string => name.toLowerCase().replace(/[\s_-]+/g, ' ');

function customScore(emoji: CustomEmoji, q: string): number {
  const name = emoji.shortcode.toLowerCase();
  if (name === q) return EXACT;
  if (name.startsWith(q)) return PREFIX;
  if (name.includes(q) || emoji.aliases.some((a) => a.toLowerCase().includes(q))) return PARTIAL;
  return NO_MATCH;
}

function unicodeScore(emoji: UnicodeEmoji, q: string, qName: string): number {
  const name = normaliseName(emoji.name);
  const shortcodes = emoji.shortcodes ? emoji.shortcodes.split(' ') : [];
  if (name === qName || shortcodes.includes(q)) return EXACT;
  if (name.startsWith(qName) || shortcodes.some((s) => s.startsWith(q))) return PREFIX;
  if (
    name.includes(qName) ||
    shortcodes.some((s) => s.includes(q)) ||
    emoji.keywords.split(' ').some((k) => k.startsWith(q))
  ) {
    return PARTIAL;
  }
  return NO_MATCH;
}

/**
 * At most 75 results by default. Exact names and shortcodes first, then those starting
 * with the query, then names, shortcodes, aliases and keywords that contain it; custom emoji
 * before unicode ones where they match as well.
 */
export function searchEmojis(
  query: string,
  custom: readonly CustomEmoji[],
  unicode: readonly UnicodeEmoji[],
  { max = EMOJI_SEARCH_MAX_RESULTS, skinTone = 1 }: { max?: number; skinTone?: number } = {},
): PickerEmoji[] {
  const q = query.trim().toLowerCase().replace(/^:|:$/g, '');
  if (!q) return [];
  const qName = normaliseName(q);
  const scored: { emoji: PickerEmoji; score: number }[] = [];
  for (const e of custom) {
    if (!e.visibleInPicker) continue;
    const score = customScore(e, q);
    if (score !== NO_MATCH) scored.push({ emoji: fromCustom(e), score });
  }
  for (const e of unicode) {
    const score = unicodeScore(e, q, qName);
    if (score !== NO_MATCH) scored.push({ emoji: fromUnicode(e, skinTone), score });
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, max)
    .map((s) => s.emoji);
}

/** Frequently used first: most uses first, at most `limit`. */
export function frequentlyUsed(counts: Record<string, number>, limit: number): string[] {
  return Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .slice(0, limit)
    .map(([name]) => name);
}
