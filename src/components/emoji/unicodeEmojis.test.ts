import { describe, expect, it } from 'vitest';
import { withSkinTone } from './skinTones';
import { UNICODE_EMOJI_DATA } from './unicodeEmojiData';
import { findUnicodeEmoji, UNICODE_CATEGORIES, UNICODE_EMOJIS } from './unicodeEmojis';

describe('the generated unicode emoji data', () => {
  it('has every category, none empty, and the whole set', () => {
    expect(UNICODE_CATEGORIES.map((c) => c.id).sort()).toEqual(
      Object.keys(UNICODE_EMOJI_DATA).sort(),
    );
    for (const category of UNICODE_CATEGORIES) expect(category.emojis.length).toBeGreaterThan(50);
    expect(UNICODE_EMOJIS.length).toBeGreaterThan(1800);
  });

  it('gives every emoji a character and a name, each character once', () => {
    // Unicode's list of emoji to show, fully qualified (a regular expression flag newer than
    // the TypeScript target, so built at run time).
    const rgiEmoji = new RegExp('^\\p{RGI_Emoji}$', 'v');
    for (const emoji of UNICODE_EMOJIS) {
      expect(emoji.char).toMatch(rgiEmoji);
      expect(emoji.name).not.toBe('');
    }
    expect(new Set(UNICODE_EMOJIS.map((e) => e.char)).size).toBe(UNICODE_EMOJIS.length);
  });

  it('leaves out what is not an emoji to pick: lone regional indicators and skin tones', () => {
    expect(findUnicodeEmoji('🇦')).toBeUndefined();
    expect(findUnicodeEmoji('🏽')).toBeUndefined();
    expect(findUnicodeEmoji('🇯🇵')?.name).toBe('flag: Japan');
  });

  it('has Emoji 15 and later', () => {
    expect(findUnicodeEmoji('🫨')?.name).toBe('shaking face');
    expect(findUnicodeEmoji('🫩')?.name).toBe('face with bags under eyes');
  });

  it('keeps shortcodes and keywords', () => {
    expect(findUnicodeEmoji('👍')?.shortcodes.split(' ')).toEqual(
      expect.arrayContaining(['+1', 'thumbsup']),
    );
    expect(findUnicodeEmoji('🎉')?.shortcodes.split(' ')).toContain('tada');
    expect(findUnicodeEmoji('😂')?.keywords.split(' ')).toContain('lol');
  });
});

describe('skin tones', () => {
  it('puts the tone where it goes, for the emoji that have tones', () => {
    const tone = (char: string, skinTone: number) =>
      withSkinTone(findUnicodeEmoji(char)!, skinTone);
    expect(tone('👍', 1)).toBe('👍');
    expect(tone('👍', 2)).toBe('👍🏻');
    expect(tone('👍', 6)).toBe('👍🏿');
    expect(tone('☝️', 4)).toBe('☝🏽');
    expect(tone('🧑‍🤝‍🧑', 3)).toBe('🧑🏼‍🤝‍🧑🏼');
    expect(tone('🎉', 4)).toBe('🎉');
    expect(UNICODE_EMOJIS.filter((e) => e.tones).length).toBeGreaterThan(300);
  });

  it('finds the emoji a toned reaction stands for', () => {
    expect(findUnicodeEmoji('👍🏽')?.name).toBe('thumbs up');
  });
});
