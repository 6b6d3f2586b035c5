/**
 * Unicode emoji for the composer's :shortcode: suggestions, after the server's custom emoji.
 * The emoji data is large: it loads with the first suggestion asked for, not with the app.
 */
import { rankShortcodes } from '../../store/compose/autocompleteRules';
import { withSkinTone } from './skinTones';
import type { UnicodeEmoji } from './unicodeEmojis';

export interface UnicodeSuggestion {
  /** The emoji in the reader's skin tone, as it goes into the text. */
  char: string;
  /** The shortcode that matched, shown beside it. */
  shortcode: string;
}

const indexes = new WeakMap<readonly UnicodeEmoji[], Map<string, UnicodeEmoji>>();

/** Shortcode → emoji, the first emoji to claim a shortcode keeping it. */
function byShortcode(emojis: readonly UnicodeEmoji[]): Map<string, UnicodeEmoji> {
  let index = indexes.get(emojis);
  if (!index) {
    index = new Map();
    for (const emoji of emojis) {
      for (const code of emoji.shortcodes.split(' ')) {
        if (code && !index.has(code)) index.set(code, emoji);
      }
    }
    indexes.set(emojis, index);
  }
  return index;
}

/** At most `max` emoji whose shortcodes contain the query (starting with it first), each once. */
export function unicodeSuggestions(
  emojis: readonly UnicodeEmoji[],
  query: string,
  { max, skinTone }: { max: number; skinTone: number },
): UnicodeSuggestion[] {
  if (max <= 0) return [];
  const index = byShortcode(emojis);
  const seen = new Set<UnicodeEmoji>();
  const out: UnicodeSuggestion[] = [];
  for (const code of rankShortcodes([...index.keys()], query)) {
    const emoji = index.get(code)!;
    if (seen.has(emoji)) continue;
    seen.add(emoji);
    out.push({ char: withSkinTone(emoji, skinTone), shortcode: code });
    if (out.length >= max) break;
  }
  return out;
}

export async function loadUnicodeSuggestions(
  query: string,
  options: { max: number; skinTone: number },
): Promise<UnicodeSuggestion[]> {
  const { UNICODE_EMOJIS } = await import('./unicodeEmojis');
  return unicodeSuggestions(UNICODE_EMOJIS, query, options);
}
