import { describe, expect, it } from 'vitest';
import type { CustomEmoji } from '../../entities/types';
import { EMOJI_SEARCH_MAX_RESULTS } from '../../store/constants';
import { frequentlyUsed, searchEmojis } from './emojiSearch';
import { UNICODE_EMOJIS } from './unicodeEmojis';

const custom = (shortcode: string, over: Partial<CustomEmoji> = {}): CustomEmoji => ({
  shortcode,
  url: `https://e.example/${shortcode}.png`,
  staticUrl: `https://e.example/${shortcode}.png`,
  visibleInPicker: true,
  category: null,
  width: 32,
  height: 32,
  sensitive: false,
  aliases: [],
  license: null,
  ...over,
});

describe('emoji search (at most 75 results)', () => {
  it('stops at 75 results', () => {
    const many = Array.from({ length: 200 }, (_, i) => custom(`blob${i}`));
    expect(EMOJI_SEARCH_MAX_RESULTS).toBe(75);
    expect(searchEmojis('blob', many, UNICODE_EMOJIS)).toHaveLength(75);
  });

  it('finds custom emoji by shortcode or alias and unicode emoji by name or keyword', () => {
    const emojis = [
      custom('blobcat', { aliases: ['kitty'] }),
      custom('hidden', { visibleInPicker: false }),
    ];
    expect(searchEmojis('blobc', emojis, UNICODE_EMOJIS).map((e) => e.name)).toEqual(['blobcat']);
    expect(searchEmojis(':kitty:', emojis, []).map((e) => e.label)).toEqual([':blobcat:']);
    expect(searchEmojis('hidden', emojis, [])).toEqual([]);
    expect(searchEmojis('tada', [], UNICODE_EMOJIS).map((e) => e.name)).toContain('🎉');
    expect(searchEmojis('celebrate', [], UNICODE_EMOJIS).map((e) => e.name)).toContain('🎉');
  });

  it('ranks exact names and shortcodes first, then prefixes, then the rest', () => {
    const emojis = [custom('acat'), custom('catface'), custom('cat')];
    expect(searchEmojis('cat', emojis, []).map((e) => e.name)).toEqual(['cat', 'catface', 'acat']);
    const names = searchEmojis('cat', [], UNICODE_EMOJIS).map((e) => e.name);
    // 🐈 is named `cat` and 🐱 has the shortcode; 🐈‍⬛ `black cat` and 😺 `grinning cat` only
    // contain it; 🐕 has neither.
    expect(names.slice(0, 2)).toEqual(['🐱', '🐈']);
    expect(names.indexOf('🐈')).toBeLessThan(names.indexOf('🐈‍⬛'));
    expect(names.indexOf('🐈‍⬛')).toBeGreaterThan(0);
    expect(names).not.toContain('🐕');
  });

  it('finds unicode emoji by shortcode, with or without colons', () => {
    expect(searchEmojis(':thumbsup:', [], UNICODE_EMOJIS)[0]?.name).toBe('👍');
    expect(searchEmojis('+1', [], UNICODE_EMOJIS)[0]?.name).toBe('👍');
    expect(searchEmojis('thumbs_up', [], UNICODE_EMOJIS)[0]?.name).toBe('👍');
    expect(searchEmojis('heart', [], UNICODE_EMOJIS)[0]?.name).toBe('❤️');
  });

  it('finds unicode emoji by the start of their name and by keyword', () => {
    const thumbs = searchEmojis('thumbs', [], UNICODE_EMOJIS).map((e) => e.name);
    expect(thumbs.slice(0, 2)).toEqual(['👍', '👎']);
    expect(searchEmojis('lol', [], UNICODE_EMOJIS).map((e) => e.name)).toContain('😂');
    expect(searchEmojis('japan', [], UNICODE_EMOJIS).map((e) => e.name)).toContain('🇯🇵');
  });

  it('caps a broad search of the whole unicode set at 75', () => {
    expect(
      UNICODE_EMOJIS.filter((e) => `${e.name} ${e.keywords}`.includes('face')).length,
    ).toBeGreaterThan(75);
    expect(searchEmojis('face', [], UNICODE_EMOJIS)).toHaveLength(EMOJI_SEARCH_MAX_RESULTS);
    expect(searchEmojis('face', [], UNICODE_EMOJIS, { max: 10 })).toHaveLength(10);
  });

  it('gives the emoji that have skin tones in the chosen one', () => {
    const names = searchEmojis('thumbsup', [], UNICODE_EMOJIS, { skinTone: 4 }).map((e) => e.name);
    expect(names[0]).toBe('👍🏽');
    expect(searchEmojis('tada', [], UNICODE_EMOJIS, { skinTone: 4 })[0]?.name).toBe('🎉');
  });

  it('gives nothing for an empty query', () => {
    expect(searchEmojis('  ', [custom('a')], UNICODE_EMOJIS)).toEqual([]);
  });
});

describe('frequently used emojis', () => {
  it('lists the most used first, up to the limit', () => {
    expect(frequentlyUsed({ '👍': 2, blobcat: 5, '🎉': 1 }, 2)).toEqual(['blobcat', '👍']);
  });
});
