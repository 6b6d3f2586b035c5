import { describe, expect, it } from 'vitest';
import {
  effectiveQuotePolicy,
  forcePrivacy,
  privacyAfterReplyDeleted,
  privacyForQuote,
  shouldStayPrivacy,
} from './composePrivacy';

describe('privacy rules', () => {
  it('keeps an allowed privacy and forces others into the allowed list', () => {
    const vanilla = ['public', 'unlisted', 'private', 'direct'] as const;
    expect(forcePrivacy('unlisted', vanilla)).toBe('unlisted');
    // login is between unlisted and private: the nearest stricter one allowed.
    expect(forcePrivacy('login', vanilla)).toBe('private');
    expect(forcePrivacy('public_unlisted', vanilla)).toBe('unlisted');
    expect(forcePrivacy('reply', vanilla)).toBe('direct');
    expect(forcePrivacy('banned', vanilla)).toBe('direct');
  });
  it("is 'banned' when nothing is allowed", () => {
    expect(forcePrivacy('public', [])).toBe('banned');
  });
  it('turns reply into circle when the replied-to status is deleted', () => {
    expect(privacyAfterReplyDeleted('reply')).toBe('circle');
    expect(privacyAfterReplyDeleted('private')).toBe('private');
  });
  it('forces the quote policy to nobody for private and direct', () => {
    expect(effectiveQuotePolicy('private', 'public')).toBe('nobody');
    expect(effectiveQuotePolicy('direct', 'followers')).toBe('nobody');
    expect(effectiveQuotePolicy('public', 'followers')).toBe('followers');
    expect(effectiveQuotePolicy('unlisted', 'public')).toBe('public');
  });
  it('makes a public or unlisted draft private when quoting a private status', () => {
    expect(privacyForQuote('public', 'private')).toBe('private');
    expect(privacyForQuote('unlisted', 'private')).toBe('private');
    expect(privacyForQuote('direct', 'private')).toBe('direct');
    expect(privacyForQuote('public', 'public')).toBe('public');
  });
  it('stays on the chosen privacy only when not replying', () => {
    expect(shouldStayPrivacy(true, null)).toBe(true);
    expect(shouldStayPrivacy(true, '5')).toBe(false);
    expect(shouldStayPrivacy(false, null)).toBe(false);
  });
});
