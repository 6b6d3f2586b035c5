import type { CustomEmoji } from '../../entities/types';
import { EMOJI_SEARCH_MAX_RESULTS } from '../../store/constants';
import type { UnicodeEmoji } from './unicodeEmojis';

/** One emoji in the picker: a unicode character, or a custom emoji by shortcode. */
export type PickerEmoji =
  | { kind: 'unicode'; name: string; label: string }
  | { kind: 'custom'; name: string; label: string; url: string; staticUrl: string };

export const fromUnicode = (emoji: UnicodeEmoji): PickerEmoji => ({
  kind: 'unicode',
  name: emoji.char,
  label: emoji.name,
});

export const fromCustom = (emoji: CustomEmoji): PickerEmoji => ({
  kind: 'custom',
  name: emoji.shortcode,
  label: `:${emoji.shortcode}:`,
  url: emoji.url,
  staticUrl: emoji.staticUrl,
});

/**
 * SPEC §9: at most 75 results by default. Names that start with the query come first, then
 * names, aliases and keywords that contain it.
 */
export function searchEmojis(
  query: string,
  custom: readonly CustomEmoji[],
  unicode: readonly UnicodeEmoji[],
  max = EMOJI_SEARCH_MAX_RESULTS,
): PickerEmoji[] {
  const q = query.trim().toLowerCase().replace(/^:|:$/g, '');
  if (!q) return [];
  const scored: { emoji: PickerEmoji; score: number }[] = [];
  for (const e of custom) {
    if (!e.visibleInPicker) continue;
    const name = e.shortcode.toLowerCase();
    const score = name.startsWith(q)
      ? 0
      : name.includes(q) || e.aliases.some((a) => a.toLowerCase().includes(q))
        ? 1
        : -1;
    if (score >= 0) scored.push({ emoji: fromCustom(e), score });
  }
  for (const e of unicode) {
    const score = e.name.startsWith(q)
      ? 0
      : e.name.includes(q) || e.keywords.split(' ').some((k) => k.startsWith(q))
        ? 1
        : -1;
    if (score >= 0) scored.push({ emoji: fromUnicode(e), score });
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
