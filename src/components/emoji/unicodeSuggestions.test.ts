import { describe, expect, it } from 'vitest';
import { EMOJI_SUGGESTIONS_MAX } from '../../store/constants';
import { UNICODE_EMOJIS } from './unicodeEmojis';
import { unicodeSuggestions } from './unicodeSuggestions';

const suggest = (query: string, max = EMOJI_SUGGESTIONS_MAX, skinTone = 1) =>
  unicodeSuggestions(UNICODE_EMOJIS, query, { max, skinTone });

describe('unicode emoji suggestions by shortcode', () => {
  it('finds an emoji by its shortcode, those starting with the query first', () => {
    expect(suggest('tada')[0]).toEqual({ char: '🎉', shortcode: 'tada' });
    const found = suggest('heart');
    expect(found.every((s) => s.shortcode.includes('heart'))).toBe(true);
    const firstContaining = found.findIndex((s) => !s.shortcode.startsWith('heart'));
    if (firstContaining !== -1) {
      expect(found.slice(firstContaining).every((s) => !s.shortcode.startsWith('heart'))).toBe(
        true,
      );
    }
  });

  it('keeps to the limit and names each emoji once', () => {
    expect(suggest('face')).toHaveLength(EMOJI_SUGGESTIONS_MAX);
    expect(suggest('face', 2)).toHaveLength(2);
    expect(suggest('face', 0)).toEqual([]);
    const chars = suggest('thumbs', 10).map((s) => s.char);
    expect(new Set(chars).size).toBe(chars.length);
  });

  it('puts the emoji in the chosen skin tone where it has tones', () => {
    expect(suggest('thumbsup', 1, 4)[0]?.char).toBe('👍🏽');
    expect(suggest('tada', 1, 4)[0]?.char).toBe('🎉');
  });

  it('finds nothing for what no shortcode contains', () => {
    expect(suggest('zzzqqq')).toEqual([]);
  });
});
