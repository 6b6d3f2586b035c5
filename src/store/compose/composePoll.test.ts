import { describe, expect, it } from 'vitest';
import { DEFAULT_POLL_EXPIRY_S, POLL_EXPIRY_CHOICES_S } from '../constants';
import {
  isPollReady,
  newPollDraft,
  pollOptionChanged,
  pollOptionsToSend,
  tidyPollOptions,
} from './composePoll';

describe('poll draft', () => {
  it('starts with two empty options, 86400 s and single choice', () => {
    expect(newPollDraft()).toEqual({ options: ['', ''], expiresIn: 86400, multiple: false });
    expect(DEFAULT_POLL_EXPIRY_S).toBe(86400);
  });
  it('offers 300 to 604800 s', () => {
    expect(POLL_EXPIRY_CHOICES_S).toEqual([300, 1800, 3600, 21600, 86400, 259200, 604800]);
  });
  it('adds a blank option while under the maximum', () => {
    let poll = newPollDraft();
    poll = pollOptionChanged(poll, 0, 'a', 4);
    expect(poll.options).toEqual(['a', '']);
    poll = pollOptionChanged(poll, 1, 'b', 4);
    expect(poll.options).toEqual(['a', 'b', '']);
    poll = pollOptionChanged(poll, 2, 'c', 4);
    poll = pollOptionChanged(poll, 3, 'd', 4);
    expect(poll.options).toEqual(['a', 'b', 'c', 'd']);
  });
  it('removes an emptied option but keeps two slots', () => {
    let poll = { ...newPollDraft(), options: ['a', 'b', 'c', ''] };
    poll = pollOptionChanged(poll, 1, '', 4);
    expect(poll.options).toEqual(['a', 'c', '']);
    poll = pollOptionChanged({ ...poll, options: ['a', ''] }, 0, '', 4);
    expect(poll.options).toEqual(['', '']);
    expect(tidyPollOptions(['', 'x', '', ''], 4)).toEqual(['x', '']);
    expect(tidyPollOptions(['a', 'b', 'c', 'd', 'e'], 4)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('sends no blank options', () => {
    expect(pollOptionsToSend({ ...newPollDraft(), options: [' a ', '', 'b', ''] })).toEqual([
      'a',
      'b',
    ]);
  });
  it('is ready with two filled options', () => {
    expect(isPollReady(null)).toBe(true);
    expect(isPollReady(newPollDraft())).toBe(false);
    expect(isPollReady({ ...newPollDraft(), options: ['a', ' ', ''] })).toBe(false);
    expect(isPollReady({ ...newPollDraft(), options: ['a', 'b', ''] })).toBe(true);
  });
});
