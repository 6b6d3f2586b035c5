import { describe, expect, it } from 'vitest';
import { accountJSON, statusJSON } from '../test/fixtures';
import { fetchFirstPage, fetchListPage } from './pagedLists/pagedListActions';
import { selectPagedList } from './pagedLists/pagedLists';
import { never } from '../test/fakeApi';
import { createTestStore, ORIGIN } from '../test/testStore';
import { submitCompose } from './compose/composeActions';
import { selectIsSubmitting } from './compose/composerSelectors';
import { composeChanged } from './compose/draft';
import { selectDraft } from './compose/draftSelectors';
import { selectStatus } from './selectors';
import { connectSession } from './session/sessionActions';
import { toggleEmojiReaction } from './statuses/reactionActions';
import { toggleBookmark, toggleFavourite } from './statuses/statusActions';
import { loadTimeline } from './timelines/timelineActions';
import { selectTimeline } from './timelines/selectors';

/** A signed-in store whose requests give up after 30 ms, with one post in home. */
async function withHungServer() {
  const t = createTestStore({ deps: { requestTimeouts: { readMs: 30, writeMs: 30 } } });
  t.api.on('GET', '/api/v1/timelines/home', {
    body: [
      statusJSON({
        id: '500',
        favourites_count: 2,
        emoji_reactions: [{ name: '👍', count: 1, me: false, account_ids: ['9'] }],
      }),
    ],
  });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  await t.store.dispatch(loadTimeline({ source: { kind: 'home' }, mode: 'initial' }));
  return t;
}

const timeoutAlert: unknown = expect.objectContaining({
  title: { id: 'alert.timeout.title', defaultMessage: 'Server not responding' },
});

describe('a server that does not answer in time', () => {
  it('rolls back an optimistic favourite and bookmark and says the server took too long', async () => {
    const { store, api } = await withHungServer();
    api.on('POST', '/api/v1/statuses/500/favourite', never);
    api.on('POST', '/api/v1/statuses/500/bookmark', never);
    const favourite = store.dispatch(toggleFavourite({ id: '500', value: true }));
    const bookmark = store.dispatch(toggleBookmark({ id: '500', value: true }));
    expect(selectStatus(store.getState(), '500')).toMatchObject({
      favourited: true,
      bookmarked: true,
    });
    await Promise.all([favourite, bookmark]);
    expect(selectStatus(store.getState(), '500')).toMatchObject({
      favourited: false,
      favouritesCount: 2,
      bookmarked: false,
    });
    expect(store.getState().alerts.items).toEqual([timeoutAlert, timeoutAlert]);
  });

  it('rolls back an emoji reaction', async () => {
    const { store, api } = await withHungServer();
    api.on('PUT', /emoji_reactions/, never);
    await store.dispatch(
      toggleEmojiReaction({ id: '500', name: '👍', value: true, url: null, staticUrl: null }),
    );
    expect(selectStatus(store.getState(), '500')?.emojiReactions).toMatchObject([
      { name: '👍', count: 1, me: false },
    ]);
    expect(store.getState().alerts.items).toEqual([timeoutAlert]);
  });

  it('keeps the draft of a post that timed out and lets it be posted again', async () => {
    const { store, api } = await withHungServer();
    api.on('POST', '/api/v1/statuses', never);
    store.dispatch(composeChanged({ text: 'Words I will not type twice' }));
    await store.dispatch(submitCompose());
    expect(selectIsSubmitting(store.getState())).toBe(false);
    expect(selectDraft(store.getState()).text).toBe('Words I will not type twice');
    expect(store.getState().alerts.items).toEqual([timeoutAlert]);
    api.on('POST', '/api/v1/statuses', { body: statusJSON({ id: '901' }) });
    await store.dispatch(submitCompose());
    expect(selectDraft(store.getState()).text).toBe('');
  });

  it('ends a hung timeline load in a failure to retry, and the retry loads it', async () => {
    const t = createTestStore({ deps: { requestTimeouts: { readMs: 30, writeMs: 30 } } });
    await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    t.api.on('GET', '/api/v1/timelines/public', never);
    const source = { kind: 'public' } as const;
    await t.store.dispatch(loadTimeline({ source, mode: 'initial' }));
    expect(selectTimeline(t.store.getState(), 'public')).toMatchObject({
      isLoading: false,
      failure: { mode: 'initial', error: { kind: 'timeout' } },
    });
    // The column shows the failure in place: no alert on top of it.
    expect(t.store.getState().alerts.items).toEqual([]);
    t.api.on('GET', '/api/v1/timelines/public', { body: [statusJSON({ id: '9' })] });
    await t.store.dispatch(loadTimeline({ source, mode: 'initial' }));
    expect(selectTimeline(t.store.getState(), 'public')).toMatchObject({
      items: ['9'],
      failure: null,
    });
  });

  it('ends a hung paged list in a failure to retry, with no alert, and the retry loads it', async () => {
    const { store, api } = await withHungServer();
    api.on('GET', '/api/v1/statuses/500/favourited_by', never);
    const source = { kind: 'favourites', statusId: '500' } as const;
    await store.dispatch(fetchFirstPage(source));
    expect(selectPagedList(store.getState(), source)).toMatchObject({
      isLoading: false,
      failure: { more: false, error: { kind: 'timeout' } },
    });
    expect(store.getState().alerts.items).toEqual([]);
    api.on('GET', '/api/v1/statuses/500/favourited_by', { body: [accountJSON({ id: '8' })] });
    await store.dispatch(fetchListPage({ source, more: false }));
    expect(selectPagedList(store.getState(), source)).toMatchObject({ ids: ['8'], failure: null });
  });
});
