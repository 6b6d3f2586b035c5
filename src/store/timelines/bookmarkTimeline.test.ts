import { describe, expect, it } from 'vitest';
import { statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { connectSession } from '../session/sessionActions';
import { toggleBookmark } from '../statuses/statusActions';
import { loadTimeline } from './timelineActions';

describe('bookmarks and favourites page by the Link header', () => {
  it('asks for the next page with the cursor the server gave, not a status id', async () => {
    const t = createTestStore();
    t.api.on('GET', '/api/v1/bookmarks', (request) =>
      request.query.get('max_id') === '55'
        ? { body: [statusJSON({ id: '3' })] }
        : {
            body: [statusJSON({ id: '9' }), statusJSON({ id: '8' })],
            headers: { link: `<${ORIGIN}/api/v1/bookmarks?max_id=55>; rel="next"` },
          },
    );
    await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    await t.store.dispatch(loadTimeline({ source: { kind: 'bookmarks' }, mode: 'initial' }));
    await t.store.dispatch(loadTimeline({ source: { kind: 'bookmarks' }, mode: 'older' }));
    const asked = t.api.requestsTo('GET', '/api/v1/bookmarks').map((r) => r.query.get('max_id'));
    expect(asked).toEqual([null, '55']);
    expect(t.store.getState().timelines.bookmarks?.items).toEqual(['9', '8', '3']);
    expect(t.store.getState().timelines.bookmarks?.hasMore).toBe(false);
  });

  it('an unbookmarked status leaves the bookmarks list', async () => {
    const t = createTestStore();
    const kept = statusJSON({ id: '9', bookmarked: true });
    const dropped = statusJSON({ id: '8', bookmarked: true });
    t.api.on('GET', '/api/v1/bookmarks', { body: [kept, dropped] });
    t.api.on('POST', '/api/v1/statuses/8/unbookmark', { body: { ...dropped, bookmarked: false } });
    await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    await t.store.dispatch(loadTimeline({ source: { kind: 'bookmarks' }, mode: 'initial' }));
    await t.store.dispatch(toggleBookmark({ id: '8', value: false }));
    expect(t.store.getState().timelines.bookmarks?.items).toEqual(['9']);
  });
});
