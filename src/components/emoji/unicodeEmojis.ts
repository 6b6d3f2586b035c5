/**
 * Every unicode emoji to pick, by category, from the generated data (unicodeEmojiData.ts).
 * Large: import it only from code that loads with the picker.
 */
import { UNICODE_EMOJI_DATA } from './unicodeEmojiData';

export interface UnicodeEmoji {
  char: string;
  /** Unicode's name, e.g. 'thumbs up'. */
  name: string;
  /** Space-separated shortcodes without colons, e.g. '+1 thumbsup'. */
  shortcodes: string;
  /** Space-separated search words. */
  keywords: string;
  /** The emoji with `~` where a skin tone modifier goes, or '' when it has no skin tones. */
  tones: string;
}

export interface UnicodeCategory {
  id: string;
  title: { id: string; defaultMessage: string };
  /** Shown on the category's tab. */
  icon: string;
  emojis: UnicodeEmoji[];
}

/** In the order of the tabs: id, the tab's icon, and the title Mastodon gives it. */
const CATEGORIES = [
  ['people', '😀', { id: 'emoji_button.people', defaultMessage: 'People' }],
  ['nature', '🐻', { id: 'emoji_button.nature', defaultMessage: 'Nature' }],
  ['food', '🍔', { id: 'emoji_button.food', defaultMessage: 'Food & Drink' }],
  ['travel', '✈️', { id: 'emoji_button.travel', defaultMessage: 'Travel & Places' }],
  ['activity', '⚽', { id: 'emoji_button.activity', defaultMessage: 'Activity' }],
  ['objects', '💡', { id: 'emoji_button.objects', defaultMessage: 'Objects' }],
  ['symbols', '🔣', { id: 'emoji_button.symbols', defaultMessage: 'Symbols' }],
  ['flags', '🏁', { id: 'emoji_button.flags', defaultMessage: 'Flags' }],
] as const;

const parse = (lines: string): UnicodeEmoji[] =>
  lines
    .trim()
    .split('\n')
    .map((line) => {
      const [char = '', name = '', shortcodes = '', keywords = '', tones = ''] = line.split('|');
      return { char, name, shortcodes, keywords, tones };
    });

export const UNICODE_CATEGORIES: UnicodeCategory[] = CATEGORIES.map(([id, icon, title]) => ({
  id,
  title,
  icon,
  emojis: parse(UNICODE_EMOJI_DATA[id] ?? ''),
}));

export const UNICODE_EMOJIS: UnicodeEmoji[] = UNICODE_CATEGORIES.flatMap((c) => c.emojis);

const byChar = new Map(UNICODE_EMOJIS.map((e) => [e.char, e]));

/** The emoji a stored reaction name stands for, when it is one of ours, in any skin tone. */
export const findUnicodeEmoji = (char: string): UnicodeEmoji | undefined =>
  byChar.get(char) ?? byChar.get(char.replace(/[\u{1F3FB}-\u{1F3FF}]/gu, ''));
