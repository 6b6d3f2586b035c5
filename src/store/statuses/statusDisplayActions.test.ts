import { describe, expect, it, vi } from 'vitest';
import { serverProblem } from '../../test/alerts';
import { pollJSON, statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { voteInPoll } from './pollActions';
import { loadQuotedStatus } from './quoteActions';
import { toggleEmojiReaction } from './reactionActions';
import { selectStatus } from '../selectors';
import { connectSession } from '../session/sessionActions';
import { loadTimeline } from '../timelines/timelineActions';
import { translateStatus, translationHidden } from './translations';

async function withTimeline(statuses: unknown[]) {
  const t = createTestStore();
  t.api.on('GET', '/api/v1/timelines/home', { body: statuses });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  await t.store.dispatch(loadTimeline({ source: { kind: 'home' }, mode: 'initial' }));
  return t;
}

const reaction = { id: '700', url: null, staticUrl: null };

describe('voting (a vote response replaces the stored poll)', () => {
  it('POSTs the choices and stores the poll the server answers', async () => {
    const { store, api } = await withTimeline([statusJSON({ id: '700', poll: pollJSON() })]);
    api.on('POST', '/api/v1/polls/p1/votes', {
      body: pollJSON({
        voted: true,
        own_votes: [1],
        votes_count: 3,
        options: [
          { title: 'Cats', votes_count: 1 },
          { title: 'Dogs', votes_count: 2 },
        ],
      }),
    });
    await store.dispatch(voteInPoll({ pollId: 'p1', choices: [1] }));
    expect(api.requestsTo('POST', '/api/v1/polls/p1/votes')[0]?.body).toEqual({ choices: [1] });
    expect(selectStatus(store.getState(), '700')?.poll).toMatchObject({
      voted: true,
      ownVotes: [1],
      votesCount: 3,
    });
  });

  it('keeps the poll and raises the alert when the vote fails', async () => {
    const { store, api } = await withTimeline([statusJSON({ id: '700', poll: pollJSON() })]);
    api.on('POST', '/api/v1/polls/p1/votes', {
      status: 422,
      body: { error: 'Validation failed: You have already voted on this poll' },
    });
    await store.dispatch(voteInPoll({ pollId: 'p1', choices: [0] }));
    expect(selectStatus(store.getState(), '700')?.poll?.voted).toBe(false);
    expect(store.getState().alerts.items[0]).toMatchObject({
      title: '422',
      message: 'Validation failed: You have already voted on this poll',
    });
  });
});

describe('emoji reactions (optimistic, rolled back on failure)', () => {
  const withReactions = () =>
    withTimeline([
      statusJSON({
        id: '700',
        emoji_reactions: [{ name: '👍', count: 1, me: false, account_ids: ['9'] }],
        emoji_reactions_count: 1,
      }),
    ]);

  it('adds at once, then PUTs the URL-encoded name and keeps the server copy', async () => {
    const { store, api } = await withReactions();
    let release!: () => void;
    api.on(
      'PUT',
      /^\/api\/v1\/statuses\/700\/emoji_reactions\//,
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              body: statusJSON({
                id: '700',
                emoji_reactions: [{ name: '👍', count: 2, me: true, account_ids: ['9', '1'] }],
              }),
            });
        }),
    );
    const pending = store.dispatch(toggleEmojiReaction({ ...reaction, name: '👍', value: true }));
    expect(selectStatus(store.getState(), '700')?.emojiReactions[0]).toMatchObject({
      name: '👍',
      count: 2,
      me: true,
    });
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    release();
    await pending;
    expect(api.requestsTo('PUT', /emoji_reactions/)[0]?.path).toBe(
      `/api/v1/statuses/700/emoji_reactions/${encodeURIComponent('👍')}`,
    );
    expect(selectStatus(store.getState(), '700')?.emojiReactions[0]?.accountIds).toEqual([
      '9',
      '1',
    ]);
  });

  it('rolls back a failed new reaction and shows the alert', async () => {
    const { store, api } = await withReactions();
    api.on('PUT', /emoji_reactions/, { status: 500, body: { error: 'Reactions are down' } });
    await store.dispatch(
      toggleEmojiReaction({ ...reaction, name: 'blobcat', value: true, url: 'https://e/b.png' }),
    );
    const status = selectStatus(store.getState(), '700');
    expect(status?.emojiReactions.map((r) => [r.name, r.count])).toEqual([['👍', 1]]);
    expect(status?.emojiReactionsCount).toBe(1);
    expect(store.getState().alerts.items[0]).toMatchObject({
      title: '500',
      message: serverProblem('Reactions are down'),
    });
  });

  it('removes a reaction whose count reaches zero, and restores it on failure', async () => {
    const t = await withTimeline([
      statusJSON({
        id: '700',
        emoji_reactions: [{ name: '🎉', count: 1, me: true, account_ids: ['1'] }],
      }),
    ]);
    let fail!: () => void;
    t.api.on(
      'DELETE',
      /emoji_reactions/,
      () =>
        new Promise((resolve) => {
          fail = () => resolve({ status: 503, body: { error: 'Try later' } });
        }),
    );
    const pending = t.store.dispatch(
      toggleEmojiReaction({ ...reaction, name: '🎉', value: false }),
    );
    expect(selectStatus(t.store.getState(), '700')?.emojiReactions).toEqual([]);
    await vi.waitFor(() => expect(fail).toBeTypeOf('function'));
    fail();
    await pending;
    expect(selectStatus(t.store.getState(), '700')?.emojiReactions).toEqual([
      expect.objectContaining({ name: '🎉', count: 1, me: true }),
    ]);
  });
});

describe('remote custom emoji reactions', () => {
  it('names a remote custom emoji shortcode@domain on the wire', async () => {
    const { store, api } = await withTimeline([
      statusJSON({
        id: '700',
        emoji_reactions: [
          { name: 'neko', count: 1, me: true, domain: 'remote.example', url: 'https://r/n.png' },
        ],
      }),
    ]);
    api.on('DELETE', /emoji_reactions/, { body: statusJSON({ id: '700' }) });
    await store.dispatch(
      toggleEmojiReaction({ ...reaction, name: 'neko', domain: 'remote.example', value: false }),
    );
    expect(api.requestsTo('DELETE', /emoji_reactions/)[0]?.path).toBe(
      `/api/v1/statuses/700/emoji_reactions/${encodeURIComponent('neko@remote.example')}`,
    );
  });
});

describe('quotes (a quoted status that answers 404 is deleted)', () => {
  it('marks the parent quote deleted, with no alert', async () => {
    const { store, api } = await withTimeline([
      statusJSON({ id: '700', quote: { state: 'accepted', quoted_status_id: '800' } }),
    ]);
    api.on('GET', '/api/v1/statuses/800', { status: 404, body: { error: 'Record not found' } });
    await store.dispatch(loadQuotedStatus({ parentId: '700', quotedId: '800' }));
    expect(selectStatus(store.getState(), '700')?.quote?.state).toBe('deleted');
    expect(store.getState().alerts.items).toEqual([]);
  });

  it('stores the quoted status when it loads', async () => {
    const { store, api } = await withTimeline([
      statusJSON({ id: '700', quote: { state: 'accepted', quoted_status_id: '800' } }),
    ]);
    api.on('GET', '/api/v1/statuses/800', { body: statusJSON({ id: '800' }) });
    await store.dispatch(loadQuotedStatus({ parentId: '700', quotedId: '800' }));
    expect(selectStatus(store.getState(), '800')).toBeDefined();
    expect(selectStatus(store.getState(), '700')?.quote?.state).toBe('accepted');
  });
});

describe('translation', () => {
  it('POSTs translate and keeps the translation until Show original', async () => {
    const { store, api } = await withTimeline([statusJSON({ id: '700', language: 'de' })]);
    api.on('POST', '/api/v1/statuses/700/translate', {
      body: {
        content: '<p>The sky is clear</p>',
        spoiler_text: '',
        detected_source_language: 'de',
        provider: 'Sandbox',
      },
    });
    await store.dispatch(translateStatus({ id: '700', lang: 'en' }));
    expect(store.getState().translations['700']?.translation).toMatchObject({
      provider: 'Sandbox',
      detectedSourceLanguage: 'de',
    });
    store.dispatch(translationHidden('700'));
    expect(store.getState().translations['700']).toBeUndefined();
  });
});
