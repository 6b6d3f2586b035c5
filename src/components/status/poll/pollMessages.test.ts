import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { pollMessages } from './pollMessages';

const intl = createIntl({ locale: 'en', messages: {} });

describe('poll texts', () => {
  it('has plurals for person/people and vote/votes', () => {
    expect(intl.formatMessage(pollMessages.totalPeople, { count: 1 })).toBe('1 person');
    expect(intl.formatMessage(pollMessages.totalPeople, { count: 3 })).toBe('3 people');
    expect(intl.formatMessage(pollMessages.totalVotes, { count: 1 })).toBe('1 vote');
    expect(intl.formatMessage(pollMessages.totalVotes, { count: 0 })).toBe('0 votes');
  });

  it('says Vote, See results, Refresh, Closed and You voted for this answer', () => {
    expect(
      [
        pollMessages.vote,
        pollMessages.reveal,
        pollMessages.refresh,
        pollMessages.closed,
        pollMessages.voted,
      ].map((m) => intl.formatMessage(m)),
    ).toEqual(['Vote', 'See results', 'Refresh', 'Closed', 'You voted for this answer']);
    expect(intl.formatMessage(pollMessages.day, { number: 2 })).toBe('2 days left');
  });
});
