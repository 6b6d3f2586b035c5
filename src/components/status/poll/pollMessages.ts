/** Mastodon's poll texts. */
export const pollMessages = {
  vote: { id: 'poll.vote', defaultMessage: 'Vote' },
  reveal: { id: 'poll.reveal', defaultMessage: 'See results' },
  refresh: { id: 'poll.refresh', defaultMessage: 'Refresh' },
  closed: { id: 'poll.closed', defaultMessage: 'Closed' },
  voted: { id: 'poll.voted', defaultMessage: 'You voted for this answer' },
  totalPeople: {
    id: 'poll.total_people',
    defaultMessage: '{count, plural, one {# person} other {# people}}',
  },
  totalVotes: {
    id: 'poll.total_votes',
    defaultMessage: '{count, plural, one {# vote} other {# votes}}',
  },
  day: {
    id: 'time_remaining.days',
    defaultMessage: '{number, plural, one {# day} other {# days}} left',
  },
  hour: {
    id: 'time_remaining.hours',
    defaultMessage: '{number, plural, one {# hour} other {# hours}} left',
  },
  minute: {
    id: 'time_remaining.minutes',
    defaultMessage: '{number, plural, one {# minute} other {# minutes}} left',
  },
  second: {
    id: 'time_remaining.seconds',
    defaultMessage: '{number, plural, one {# second} other {# seconds}} left',
  },
  poll: { id: 'poll.label', defaultMessage: 'Poll' },
} satisfies Record<string, { id: string; defaultMessage: string }>;
