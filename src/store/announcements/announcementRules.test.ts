import { describe, expect, it } from 'vitest';
import { reactionTotalReceived, toggledReactions } from './announcementRules';

const blob = { name: 'blobcat', url: 'https://x.example/b.png', staticUrl: null };
const existing = [{ ...blob, count: 1, me: true }];

describe('announcement reactions', () => {
  it('a new reaction joins with one, mine; taking the last back removes it', () => {
    expect(toggledReactions([], blob, true)).toEqual([{ ...blob, count: 1, me: true }]);
    expect(toggledReactions(existing, blob, false)).toEqual([]);
  });

  it('a toggle that says what is already so changes nothing', () => {
    expect(toggledReactions(existing, blob, true)).toEqual(existing);
    expect(toggledReactions([], blob, false)).toEqual([]);
  });

  it('a streamed total keeps my own state and the picture', () => {
    expect(reactionTotalReceived(existing, 'blobcat', 4, { url: null, staticUrl: null })).toEqual([
      { ...blob, count: 4, me: true },
    ]);
    expect(reactionTotalReceived(existing, 'blobcat', 0, { url: null, staticUrl: null })).toEqual(
      [],
    );
  });
});
