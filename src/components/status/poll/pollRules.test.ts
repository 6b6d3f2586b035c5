import { describe, expect, it } from 'vitest';
import type { Poll } from '../../../entities/types';
import {
  canVote,
  isLeadingOption,
  nextSelection,
  optionPercent,
  showsResults,
  timeLeft,
} from './pollRules';

const NOW = Date.parse('2026-01-01T00:00:00Z');
const poll = (over: Partial<Poll> = {}): Poll => ({
  id: 'p',
  expiresAt: '2026-01-02T00:00:00Z',
  expired: false,
  multiple: false,
  votesCount: 6,
  votersCount: null,
  voted: false,
  ownVotes: [],
  options: [
    { title: 'A', titleNodes: [], votesCount: 4 },
    { title: 'B', titleNodes: [], votesCount: 1 },
    { title: 'C', titleNodes: [], votesCount: 1 },
  ],
  emojis: [],
  ...over,
});

describe('poll results', () => {
  it('shows results when voted, revealed, expired or past expires_at', () => {
    expect(showsResults(poll(), false, NOW)).toBe(false);
    expect(showsResults(poll({ voted: true }), false, NOW)).toBe(true);
    expect(showsResults(poll(), true, NOW)).toBe(true);
    expect(showsResults(poll({ expired: true }), false, NOW)).toBe(true);
    expect(showsResults(poll({ expiresAt: '2025-12-31T23:59:59Z' }), false, NOW)).toBe(true);
  });
});

describe('poll percent and leading option', () => {
  it('divides by votes_count when there is no voters_count, rounded', () => {
    const p = poll();
    expect(p.options.map((o) => optionPercent(o, p))).toEqual([67, 17, 17]);
  });

  it('divides by voters_count when there is one (multiple choice)', () => {
    const p = poll({ multiple: true, votersCount: 4 });
    expect(p.options.map((o) => optionPercent(o, p))).toEqual([100, 25, 25]);
  });

  it('is 0 with no votes or hidden totals', () => {
    const p = poll({ votesCount: 0, options: [{ title: 'A', titleNodes: [], votesCount: 0 }] });
    expect(optionPercent(p.options[0]!, p)).toBe(0);
    const hidden = poll({ options: [{ title: 'A', titleNodes: [], votesCount: null }] });
    expect(optionPercent(hidden.options[0]!, hidden)).toBe(0);
  });

  it('highlights the leading option, ties together', () => {
    const p = poll();
    expect(p.options.map((o) => isLeadingOption(o, p))).toEqual([true, false, false]);
    const tie = poll({
      options: [
        { title: 'A', titleNodes: [], votesCount: 2 },
        { title: 'B', titleNodes: [], votesCount: 2 },
      ],
    });
    expect(tie.options.map((o) => isLeadingOption(o, tie))).toEqual([true, true]);
  });
});

describe('poll selection', () => {
  it('keeps exactly one selection in a single-choice poll', () => {
    expect(nextSelection([], 1, false)).toEqual([1]);
    expect(nextSelection([1], 2, false)).toEqual([2]);
    expect(nextSelection([2], 2, false)).toEqual([2]);
  });

  it('toggles each option in a multiple-choice poll', () => {
    expect(nextSelection([], 2, true)).toEqual([2]);
    expect(nextSelection([2], 0, true)).toEqual([0, 2]);
    expect(nextSelection([0, 2], 2, true)).toEqual([0]);
  });

  it('disables Vote with nothing selected or a disabled poll', () => {
    expect(canVote([], false)).toBe(false);
    expect(canVote([0], true)).toBe(false);
    expect(canVote([0], false)).toBe(true);
  });
});

describe('time left', () => {
  it('counts down in the largest unit', () => {
    expect(timeLeft('2026-01-03T01:00:00Z', NOW)).toEqual({ unit: 'day', value: 2 });
    expect(timeLeft('2026-01-01T05:30:00Z', NOW)).toEqual({ unit: 'hour', value: 5 });
    expect(timeLeft('2026-01-01T00:10:00Z', NOW)).toEqual({ unit: 'minute', value: 10 });
    expect(timeLeft('2026-01-01T00:00:30Z', NOW)).toEqual({ unit: 'second', value: 30 });
    expect(timeLeft('2025-12-31T00:00:00Z', NOW)).toBeNull();
    expect(timeLeft(null, NOW)).toBeNull();
  });
});
