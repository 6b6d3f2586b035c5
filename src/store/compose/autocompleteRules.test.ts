import { describe, expect, it } from 'vitest';
import {
  addTagsToHistory,
  emojiSuggestions,
  hashtagSuggestions,
  hashtagsIn,
  insertSuggestion,
  tokenAt,
} from './autocompleteRules';
import {
  ACCOUNT_SUGGESTIONS_MAX,
  AUTOCOMPLETE_DEBOUNCE_MS,
  COMPOSE_TAG_HISTORY_MAX,
  EMOJI_SUGGESTIONS_MAX,
  HASHTAG_SUGGESTIONS_MAX,
} from '../constants';

describe('autocomplete', () => {
  it('uses the spec numbers: 4 accounts, 4 hashtags, 5 emoji, 200 ms, 1000 tags', () => {
    expect([ACCOUNT_SUGGESTIONS_MAX, HASHTAG_SUGGESTIONS_MAX, EMOJI_SUGGESTIONS_MAX]).toEqual([
      4, 4, 5,
    ]);
    expect(AUTOCOMPLETE_DEBOUNCE_MS).toBe(200);
    expect(COMPOSE_TAG_HISTORY_MAX).toBe(1000);
  });
  it('finds the token at the caret', () => {
    expect(tokenAt('hi @al', 6)).toEqual({ kind: '@', query: 'al', start: 3, end: 6 });
    expect(tokenAt('@bob@example.com', 16)?.query).toBe('bob@example.com');
    expect(tokenAt('#gar', 4)).toEqual({ kind: '#', query: 'gar', start: 0, end: 4 });
    expect(tokenAt('x :bl', 5)).toEqual({ kind: ':', query: 'bl', start: 2, end: 5 });
    expect(tokenAt('x :b', 4)).toBeNull();
    expect(tokenAt('mail@al', 7)).toBeNull();
    expect(tokenAt('hi there', 8)).toBeNull();
  });
  it('puts the suggestion in with a space after it', () => {
    const token = tokenAt('hi @al and', 6)!;
    expect(insertSuggestion('hi @al and', token, '@alice')).toEqual({
      text: 'hi @alice and',
      caret: 10,
    });
    const end = tokenAt('#gar', 4)!;
    expect(insertSuggestion('#gar', end, '#garden')).toEqual({ text: '#garden ', caret: 8 });
  });
  it('keeps at most 1000 tags, the most recent first, without repeats', () => {
    const many = Array.from({ length: 1200 }, (_, i) => `t${i}`);
    const history = addTagsToHistory([], many);
    expect(history).toHaveLength(1000);
    expect(addTagsToHistory(['a', 'b', 'c'], ['#C', 'd'])).toEqual(['C', 'd', 'a', 'b']);
  });
  it('suggests at most 4 hashtags, those used before first', () => {
    expect(
      hashtagSuggestions(
        ['garlic', 'music'],
        ['garden', 'gardening', 'garlic', 'gary', 'garage'],
        'gar',
      ),
    ).toEqual(['garlic', 'garden', 'gardening', 'gary']);
  });
  it('suggests at most 5 emoji, prefix matches first', () => {
    const codes = ['blobcat', 'catblob', 'blobfox', 'blob1', 'blob2', 'blob3', 'blob4'];
    expect(emojiSuggestions(codes, 'blob')).toEqual([
      'blobcat',
      'blobfox',
      'blob1',
      'blob2',
      'blob3',
    ]);
    expect(emojiSuggestions(['catblob', 'dog'], 'blob')).toEqual(['catblob']);
  });
  it('reads the hashtags of a text', () => {
    expect(hashtagsIn('#one two #Three https://x.test/#frag #4')).toEqual(['one', 'Three']);
  });
});
