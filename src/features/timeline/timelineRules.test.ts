import { describe, expect, it } from 'vitest';
import { isShownInColumn, isShownInHome } from './timelineRules';

const ALL = { reblog: true, reply: true, quote: true };
const post = {
  accountId: 'a',
  inReplyToId: null,
  inReplyToAccountId: null,
  quote: null,
};

describe('home shows', () => {
  it('leaves out boosts when boosts are off', () => {
    expect(isShownInHome({ reblogId: 'x' }, post, 'me', { ...ALL, reblog: false })).toBe(false);
    expect(isShownInHome({ reblogId: 'x' }, post, 'me', ALL)).toBe(true);
  });
  it('leaves out replies to others when replies are off, keeping replies to the reader', () => {
    const noReplies = { ...ALL, reply: false };
    const reply = { ...post, inReplyToId: '1', inReplyToAccountId: 'b' };
    expect(isShownInHome({ reblogId: null }, reply, 'me', noReplies)).toBe(false);
    const toMe = { ...reply, inReplyToAccountId: 'me' };
    expect(isShownInHome({ reblogId: null }, toMe, 'me', noReplies)).toBe(true);
  });
  it('leaves out quotes when quotes are off, but never the reader’s own posts', () => {
    const quote = {
      ...post,
      quote: { state: 'accepted' as const, quotedStatusId: 'q', isLegacy: false },
    };
    expect(isShownInHome({ reblogId: null }, quote, 'me', { ...ALL, quote: false })).toBe(false);
    const own = { ...quote, accountId: 'me' };
    expect(isShownInHome({ reblogId: null }, own, 'me', { ...ALL, quote: false })).toBe(true);
  });
});

describe('a column’s own filters', () => {
  const text = { accountId: 'a', spoilerText: '', contentPlain: 'cats and dogs' };
  it('shows only statuses with media when asked', () => {
    const filters = { onlyMedia: true, regex: null };
    expect(isShownInColumn({ ...text, mediaAttachments: [] }, 'me', filters)).toBe(false);
    const withMedia = { ...text, mediaAttachments: [{} as never] };
    expect(isShownInColumn(withMedia, 'me', filters)).toBe(true);
  });
  it('hides what its regex matches', () => {
    const filters = { onlyMedia: false, regex: /dogs/i };
    expect(isShownInColumn({ ...text, mediaAttachments: [] }, 'me', filters)).toBe(false);
  });
});
