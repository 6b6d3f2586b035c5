import { describe, expect, it } from 'vitest';
import {
  countCharacters,
  isSubmittable,
  PRIVACY_ORDER,
  replyMentions,
  replyPrivacy,
} from './composeRules';

describe('replyPrivacy', () => {
  it('orders public, public_unlisted, unlisted, login, private, direct', () => {
    expect(PRIVACY_ORDER).toEqual([
      'public',
      'public_unlisted',
      'unlisted',
      'login',
      'private',
      'direct',
    ]);
  });
  it('takes the stricter of the parent and the default', () => {
    expect(replyPrivacy('private', 'public')).toBe('private');
    expect(replyPrivacy('public', 'unlisted')).toBe('unlisted');
    expect(replyPrivacy('login', 'public_unlisted')).toBe('login');
    expect(replyPrivacy('direct', 'private')).toBe('direct');
    expect(replyPrivacy('unlisted', 'unlisted')).toBe('unlisted');
  });
  it('gives reply for a limited parent', () => {
    expect(replyPrivacy('limited', 'public')).toBe('reply');
  });
});

describe('replyMentions', () => {
  it('prefills mentions without the user and without repeats', () => {
    expect(replyMentions(['alice', 'me', 'bob@remote.example', 'Alice'], 'me')).toBe(
      '@alice @bob@remote.example ',
    );
  });
  it('is empty when replying to oneself', () => {
    expect(replyMentions(['me'], 'me')).toBe('');
  });
});

describe('isSubmittable', () => {
  it('ignores empty text without media', () => {
    expect(isSubmittable('   ', 0)).toBe(false);
    expect(isSubmittable('', 1)).toBe(true);
    expect(isSubmittable('hi', 0)).toBe(true);
  });
});

describe('countCharacters', () => {
  it('counts a URL as the reserved length and a remote mention by its local part', () => {
    expect(countCharacters('see https://example.com/a/very/long/path/indeed', 23)).toBe(4 + 23);
    expect(countCharacters('@alice@remote.example hi', 23)).toBe('@alice hi'.length);
    expect(countCharacters('😀😀', 23)).toBe(2);
  });
});
