// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { accountJSON, cardJSON, pollJSON, statusJSON } from '../test/fixtures';
import { mediaJSON } from '../test/mediaFixtures';
import { emptyBundle } from './bundle';
import { normaliseStatus } from './status';
import { normaliseContext } from './statusList';
import type { Status } from './types';

const poll = pollJSON({ voted: true, own_votes: [1] });

/** A post with every part well formed, and one field replaced by the case's bad value. */
const withBad = (field: string, value: unknown) => ({
  ...statusJSON({
    id: '42',
    account: accountJSON({ id: '7' }),
    content: '<p>The text still reads</p>',
    media_attachments: [mediaJSON({ id: 'm1' }), mediaJSON({ id: 'm2' })],
    poll,
    card: cardJSON(),
    favourites_count: 3,
  }),
  [field]: value,
});

const read = (json: unknown) => normaliseStatus(json, emptyBundle());

/** The rest of the post is intact: its essentials and its text. */
const expectIntact = (status: Status) => {
  expect(status).toMatchObject({ id: '42', accountId: '7', contentPlain: 'The text still reads' });
};

const partsOf = (status: Status) => status.unreadableParts.map((p) => p.part);

describe('a post with one bad optional field still reads, without that part', () => {
  it.each([
    ['own_votes', { ...poll, own_votes: 'x' }, (s: Status) => expect(s.poll?.ownVotes).toEqual([])],
    [
      'votes_count',
      { ...poll, votes_count: 'many' },
      (s: Status) => expect(s.poll?.votesCount).toBe(0),
    ],
    ['expires_at', { ...poll, expires_at: 5 }, (s: Status) => expect(s.poll?.expiresAt).toBeNull()],
  ])('poll %s of the wrong shape takes its default, the poll stays', (_, bad, check) => {
    const status = read(withBad('poll', bad));
    expectIntact(status);
    check(status);
    expect(status.poll?.options).toHaveLength(2);
  });

  it('a poll whose options cannot be read is marked unavailable', () => {
    const status = read(withBad('poll', { ...poll, options: [{ title: 3 }] }));
    expectIntact(status);
    expect(status.poll).toBeNull();
    expect(partsOf(status)).toEqual(['poll']);
  });

  it('a poll that is not an object is marked unavailable', () => {
    const status = read(withBad('poll', 'yes'));
    expect(status.poll).toBeNull();
    expect(partsOf(status)).toEqual(['poll']);
  });

  it("one media attachment's bad meta is left out; the item still shows", () => {
    const status = read(
      withBad('media_attachments', [mediaJSON({ id: 'm1', meta: 'broken' as never })]),
    );
    expectIntact(status);
    expect(status.mediaAttachments).toMatchObject([{ id: 'm1', width: null }]);
    expect(status.unreadableParts).toEqual([]);
  });

  it('a media attachment with no http(s) address is marked unavailable by its id, the others show', () => {
    const status = read(
      withBad('media_attachments', [
        mediaJSON({ id: 'm1', url: 'javascript:x', preview_url: null }),
        mediaJSON({ id: 'm2' }),
        { type: 'image' },
      ]),
    );
    expectIntact(status);
    expect(status.mediaAttachments.map((m) => m.id)).toEqual(['m2']);
    expect(status.unreadableParts).toMatchObject([
      { part: 'media', id: 'm1', problem: 'no http(s) address' },
      { part: 'media', id: null },
    ]);
  });

  it('media_attachments that is not a list is marked unavailable', () => {
    const status = read(withBad('media_attachments', { id: 'm1' }));
    expect(status.mediaAttachments).toEqual([]);
    expect(partsOf(status)).toEqual(['media']);
  });

  it('a card that cannot be read is dropped', () => {
    const status = read(withBad('card', { url: 5 }));
    expectIntact(status);
    expect(status.card).toBeNull();
    expect(partsOf(read(withBad('card', 'odd')))).toEqual(['card']);
  });

  it('a quoted post that cannot be read is noted, and kept by its id to be asked for', () => {
    const status = read(
      withBad('quote', { state: 'accepted', quoted_status: { id: '50', account: 'nobody' } }),
    );
    expectIntact(status);
    expect(status.quote).toMatchObject({ state: 'accepted', quotedStatusId: '50' });
    expect(status.unreadableParts).toMatchObject([{ part: 'quote', id: '50' }]);
  });

  it('a quote that is not an object is marked unavailable', () => {
    const status = read(withBad('quote', 'quoted'));
    expect(status.quote).toBeNull();
    expect(partsOf(status)).toEqual(['quote']);
  });

  it('emoji reactions that are not a list are dropped; a bad one among good ones is left out', () => {
    expect(read(withBad('emoji_reactions', 'lots')).emojiReactions).toEqual([]);
    const status = read(
      withBad('emoji_reactions', [
        { name: 7, count: 1 },
        { name: '👍', count: 2, me: true },
      ]),
    );
    expectIntact(status);
    expect(status.emojiReactions).toMatchObject([{ name: '👍', count: 2 }]);
  });

  it.each(['replies_count', 'reblogs_count', 'favourites_count', 'quotes_count'])(
    '%s of the wrong type counts 0',
    (field) => {
      const status = read(withBad(field, 'many'));
      expectIntact(status);
      expect(partsOf(status)).toEqual(['counts']);
      expect(status.favouritesCount).toBe(field === 'favourites_count' ? 0 : 3);
    },
  );

  it('a bad mention is left out, the good ones kept', () => {
    const status = read(
      withBad('mentions', [{ id: 1 }, { id: '2', username: 'b', acct: 'b', url: '' }]),
    );
    expectIntact(status);
    expect(status.mentions.map((m) => m.id)).toEqual(['2']);
  });

  it('tags, emojis, filtered and application of the wrong shape are dropped', () => {
    for (const [field, pick] of [
      ['tags', (s: Status) => s.tags],
      ['emojis', (s: Status) => s.emojis],
      ['filtered', (s: Status) => s.filtered],
      ['application', (s: Status) => s.applicationName],
    ] as const) {
      const status = read(withBad(field, 'odd'));
      expectIntact(status);
      expect(pick(status)).toEqual(field === 'application' ? null : []);
    }
  });

  it('a bad filter result is left out', () => {
    const status = read(withBad('filtered', [{ filter: 'x' }]));
    expect(status.filtered).toEqual([]);
  });

  it('edited_at of the wrong type reads as not edited', () => {
    const status = read(withBad('edited_at', 12));
    expectIntact(status);
    expect(status.editedAt).toBeNull();
  });

  it('still refuses a post without its essentials', () => {
    expect(() => read(withBad('id', 42))).toThrow('"id"');
    expect(() => read(withBad('account', null))).toThrow('"account" is missing');
    expect(() => read(withBad('created_at', null))).toThrow('"created_at"');
    expect(() => read(withBad('content', { html: 'x' }))).toThrow('"content"');
  });
});

describe('a thread with an unreadable post', () => {
  it('keeps an error in its place, the others in order', () => {
    const context = normaliseContext({
      ancestors: [statusJSON({ id: '1' }), { id: '2', account: 'nobody' }],
      descendants: [{ ...statusJSON({ id: '4' }), poll: 'bad' }],
    });
    expect(context.ancestors).toMatchObject(['1', { invalid: true, id: '2' }]);
    expect(context.descendants).toEqual(['4']);
  });
});
