import { describe, expect, it } from 'vitest';
import { accountJSON, relationshipJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { selectAlerts } from '../alerts/selectors';
import { fetchFirstPage, fetchNextPage } from '../pagedLists/pagedListActions';
import { selectPagedList } from '../pagedLists/pagedLists';
import { selectAccount } from '../selectors';
import { connectSession } from '../session/sessionActions';
import { FOLLOW_REQUESTS } from './followLists';
import { authorizeFollowRequest, rejectFollowRequest } from './followRequestActions';
import { selectFollowRequestCount } from './followRequestSelectors';

async function signedIn() {
  const t = createTestStore();
  t.api.on('GET', '/api/v1/accounts/relationships', { body: [] });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  return t;
}

const accounts = (...ids: string[]) => ids.map((id) => accountJSON({ id, username: `u${id}` }));

describe('follow lists', () => {
  it("pages an account's followers 20 at a time by the Link header", async () => {
    const { store, api } = await signedIn();
    const next = `${ORIGIN}/api/v1/accounts/9/followers?limit=20&max_id=3`;
    api.on('GET', '/api/v1/accounts/9/followers', (request) =>
      request.query.get('max_id')
        ? { body: accounts('2') }
        : { body: accounts('4', '3'), headers: { link: `<${next}>; rel="next"` } },
    );
    const source = { kind: 'followers', accountId: '9' } as const;
    await store.dispatch(fetchFirstPage(source));
    expect(api.requestsTo('GET', '/api/v1/accounts/9/followers')[0]?.query.get('limit')).toBe('20');
    expect(selectPagedList(store.getState(), source)).toMatchObject({ ids: ['4', '3'], next });
    await store.dispatch(fetchNextPage(source));
    expect(selectPagedList(store.getState(), source)).toMatchObject({
      ids: ['4', '3', '2'],
      next: null,
    });
    expect(selectPagedList(store.getState(), { kind: 'following', accountId: '9' }).ids).toEqual(
      [],
    );
  });

  it('takes a 403 on hidden followers as an answer: no alert, the list says why', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v1/accounts/9/following', { status: 403, body: { error: 'Hidden' } });
    const source = { kind: 'following', accountId: '9' } as const;
    await store.dispatch(fetchFirstPage(source));
    expect(selectPagedList(store.getState(), source).errorStatus).toBe(403);
    expect(selectAlerts(store.getState())).toEqual([]);
    api.on('GET', '/api/v1/accounts/9/following', { body: accounts('4') });
    await store.dispatch(fetchFirstPage(source));
    expect(selectPagedList(store.getState(), source)).toMatchObject({
      errorStatus: null,
      ids: ['4'],
    });
  });

  it('authorize and reject take the row away and lower the count', async () => {
    const { store, api, me } = await signedIn();
    api.on('GET', '/api/v1/follow_requests', { body: accounts('5', '6', '7') });
    api.on('POST', '/api/v1/follow_requests/5/authorize', {
      body: relationshipJSON('5', { followed_by: true }),
    });
    api.on('POST', '/api/v1/follow_requests/6/reject', {
      body: relationshipJSON('6'),
    });
    await store.dispatch(fetchFirstPage(FOLLOW_REQUESTS));
    expect(selectFollowRequestCount(store.getState())).toBe(3);
    const followers = selectAccount(store.getState(), me.id)?.followersCount ?? 0;

    await store.dispatch(authorizeFollowRequest('5'));
    expect(selectPagedList(store.getState(), FOLLOW_REQUESTS).ids).toEqual(['6', '7']);
    expect(selectFollowRequestCount(store.getState())).toBe(2);
    expect(store.getState().relationships['5']?.followedBy).toBe(true);
    expect(selectAccount(store.getState(), me.id)?.followersCount).toBe(followers + 1);

    await store.dispatch(rejectFollowRequest('6'));
    expect(selectPagedList(store.getState(), FOLLOW_REQUESTS).ids).toEqual(['7']);
    expect(selectAccount(store.getState(), me.id)?.followersCount).toBe(followers + 1);
  });

  it('keeps the row when the answer fails', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v1/follow_requests', { body: accounts('5') });
    api.on('POST', '/api/v1/follow_requests/5/authorize', { status: 500, body: { error: 'x' } });
    await store.dispatch(fetchFirstPage(FOLLOW_REQUESTS));
    await store.dispatch(authorizeFollowRequest('5'));
    expect(selectFollowRequestCount(store.getState())).toBe(1);
  });

  it('pages the directory by offset, 20 at a time, while pages come full', async () => {
    const { store, api } = await signedIn();
    const twenty = Array.from({ length: 20 }, (_, i) => String(100 + i));
    api.on('GET', '/api/v1/directory', (request) =>
      request.query.get('offset') === '0'
        ? { body: accounts(...twenty) }
        : { body: accounts('200') },
    );
    const source = { kind: 'directory', order: 'new', local: true } as const;
    await store.dispatch(fetchFirstPage(source));
    const [first] = api.requestsTo('GET', '/api/v1/directory');
    expect(Object.fromEntries(first?.query ?? [])).toEqual({
      limit: '20',
      offset: '0',
      order: 'new',
      local: 'true',
    });
    expect(selectPagedList(store.getState(), source).next).toContain('offset=20');
    await store.dispatch(fetchNextPage(source));
    expect(api.requestsTo('GET', '/api/v1/directory')[1]?.query.get('offset')).toBe('20');
    expect(selectPagedList(store.getState(), source)).toMatchObject({ next: null });
    expect(selectPagedList(store.getState(), source).ids).toHaveLength(21);
    const other = { kind: 'directory', order: 'active', local: false } as const;
    expect(selectPagedList(store.getState(), other).hasLoaded).toBe(false);
  });
});
