import { describe, expect, it } from 'vitest';
import {
  compileRegex,
  isHiddenByRegex,
  isValidRegex,
  regexColumnOf,
  regexFilterFor,
} from './regexFilters';
import { defaultSettings } from '../session/settings';

const status = (text: string, accountId = 'other', spoilerText = '') => ({
  accountId,
  contentPlain: text,
  spoilerText,
});

describe('regex body filters per timeline', () => {
  it('maps timelines to the home, community, public and direct settings', () => {
    expect(regexColumnOf('home')).toBe('home');
    expect(regexColumnOf('public:local')).toBe('community');
    expect(regexColumnOf('public:local:media')).toBe('community');
    expect(regexColumnOf('public')).toBe('public');
    expect(regexColumnOf('public:media')).toBe('public');
    expect(regexColumnOf('direct')).toBe('direct');
    expect(regexColumnOf('hashtag:cats')).toBeNull();
    expect(regexColumnOf('account:1')).toBeNull();
  });

  it('hides case-insensitively on text and content warning, never own posts', () => {
    const settings = defaultSettings();
    settings.home.regex.body = 'crypto|nft';
    const regex = regexFilterFor(settings, 'home');
    expect(isHiddenByRegex(status('Buy my NFT now'), 'me', regex)).toBe(true);
    expect(isHiddenByRegex(status('nothing here', 'other', 'Crypto talk'), 'me', regex)).toBe(true);
    expect(isHiddenByRegex(status('Lunch'), 'me', regex)).toBe(false);
    expect(isHiddenByRegex(status('my nft', 'me'), 'me', regex)).toBe(false);
    expect(regexFilterFor(settings, 'public:local')).toBeNull();
  });

  it('ignores a blank or invalid pattern', () => {
    const settings = defaultSettings();
    settings.public.regex.body = '   ';
    expect(regexFilterFor(settings, 'public')).toBeNull();
    settings.public.regex.body = '([unclosed';
    expect(regexFilterFor(settings, 'public')).toBeNull();
  });
});

describe('typed patterns', () => {
  it('compiles case-insensitively, and blank or invalid is no filter', () => {
    expect(compileRegex('CAT')?.test('a cat')).toBe(true);
    expect(compileRegex('  ')).toBeNull();
    expect(compileRegex('(')).toBeNull();
  });
  it('counts blank as valid and an unclosed group as not', () => {
    expect(isValidRegex('')).toBe(true);
    expect(isValidRegex('a|b')).toBe(true);
    expect(isValidRegex('(')).toBe(false);
  });
});
