import { describe, expect, it } from 'vitest';
import { normalisePoll } from './poll';

const emoji = {
  shortcode: 'yes',
  url: 'https://cdn.example/yes.png',
  static_url: 'https://cdn.example/yes.png',
  visible_in_picker: true,
};

describe('normalisePoll', () => {
  it('reads options with emoji and the own votes', () => {
    const poll = normalisePoll({
      id: 'p1',
      expires_at: '2026-01-01T00:00:00Z',
      expired: false,
      multiple: true,
      votes_count: 5,
      voters_count: 3,
      voted: true,
      own_votes: [0, 'x', 1],
      options: [
        { title: 'Yes :yes:', votes_count: 3 },
        { title: 'No', votes_count: null },
      ],
      emojis: [emoji],
    });
    expect(poll).toMatchObject({
      id: 'p1',
      multiple: true,
      votesCount: 5,
      votersCount: 3,
      voted: true,
      ownVotes: [0, 1],
    });
    expect(poll.options[0]?.titleNodes).toEqual([
      { type: 'text', text: 'Yes ' },
      { type: 'emoji', shortcode: 'yes', url: emoji.url, staticUrl: emoji.static_url },
    ]);
    expect(poll.options[1]).toEqual({
      title: 'No',
      titleNodes: [{ type: 'text', text: 'No' }],
      votesCount: null,
    });
  });

  it('defaults what vanilla or visitors do not get', () => {
    const poll = normalisePoll({ id: 'p2', options: [] });
    expect(poll).toMatchObject({
      expiresAt: null,
      expired: false,
      voted: false,
      ownVotes: [],
      votesCount: 0,
      votersCount: null,
      emojis: [],
    });
  });

  it('throws on a broken option', () => {
    expect(() => normalisePoll({ id: 'p3', options: [{ title: 1 }] })).toThrow(
      'Poll option: "title" should be a string',
    );
  });
});
