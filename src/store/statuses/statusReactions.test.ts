import { describe, expect, it } from 'vitest';
import type { EmojiReaction } from '../../entities/types';
import { normaliseEmojiReactions } from '../../entities/statusParts';
import { withReactionDelta } from './statuses';

const template = { url: null, staticUrl: null, domain: null, accountIds: [] };
const reaction = (name: string, count: number, me = false): EmojiReaction => ({
  ...template,
  name,
  count,
  me,
});

describe('emoji reaction counts (a count of zero or less removes the reaction)', () => {
  it('adds a new reaction with a count of 1, given by me', () => {
    expect(withReactionDelta([reaction('👍', 2)], '🎉', 1, template)).toEqual([
      reaction('👍', 2),
      reaction('🎉', 1, true),
    ]);
  });

  it('raises and lowers an existing count', () => {
    expect(withReactionDelta([reaction('👍', 2)], '👍', 1, template)).toEqual([
      reaction('👍', 3, true),
    ]);
    expect(withReactionDelta([reaction('👍', 3, true)], '👍', -1, template)).toEqual([
      reaction('👍', 2, false),
    ]);
  });

  it('removes a reaction that reaches zero', () => {
    expect(
      withReactionDelta([reaction('👍', 1, true), reaction('🎉', 4)], '👍', -1, template),
    ).toEqual([reaction('🎉', 4)]);
  });

  it('leaves the list alone when removing one that is not there', () => {
    expect(withReactionDelta([reaction('🎉', 4)], '👍', -1, template)).toEqual([reaction('🎉', 4)]);
  });

  it('drops received reactions with a count of zero or less', () => {
    expect(
      normaliseEmojiReactions([
        { name: '👍', count: 0 },
        { name: '🎉', count: -2 },
        { name: '✨', count: 1 },
      ]).map((r) => r.name),
    ).toEqual(['✨']);
  });
});
