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

describe('emoji search (SPEC §9: at most 75 results)', () => {
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

  it('puts names starting with the query first', () => {
    const emojis = [custom('acat'), custom('catface')];
    expect(searchEmojis('cat', emojis, []).map((e) => e.name)).toEqual(['catface', 'acat']);
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
