/** Skin tones for the emoji that have them; no emoji data here, so it loads with anything. */
import type { UnicodeEmoji } from './unicodeEmojis';

/**
 * The skin tones as kept in settings, as Mastodon counts them: 1 is the
 * default yellow, 2 to 6 light to dark skin.
 */
export const SKIN_TONES = [1, 2, 3, 4, 5, 6] as const;

/** The emoji in the given skin tone where it has tones. */
export function withSkinTone(emoji: UnicodeEmoji, skinTone: number): string {
  if (!emoji.tones || skinTone < 2 || skinTone > 6) return emoji.char;
  return emoji.tones.replaceAll('~', String.fromCodePoint(0x1f3fb + skinTone - 2));
}
