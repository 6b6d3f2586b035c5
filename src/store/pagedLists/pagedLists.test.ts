import { describe, expect, it } from 'vitest';
import { rootReducer, type RootState } from '../index';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { connectSession } from '../session/sessionActions';
import { fetchListPage, fetchNextPage } from './pagedListActions';
import { pagedListHeldIds, selectPagedList } from './pagedLists';

const reaction = (accountId: string) => ({ name: 'x', url: null, staticUrl: null, accountId });
const error = {
  kind: 'network' as const,
  status: null,
  statusText: '',
  message: 'down',
  rateLimitReset: null,
};

describe('pagedLists', () => {
  const source = { kind: 'emoji_reactions' as const, statusId: '1' };
  const first = fetchListPage.fulfilled(
    { ids: ['a', 'b'], reactions: [reaction('a'), reaction('b')], next: 'https://x/2' },
    'r1',
    { source },
  );
  const second = fetchListPage.fulfilled(
    { ids: ['b', 'c'], reactions: [reaction('c')], next: null },
    'r2',
    { source, more: true },
  );
  const reduce = (...actions: Parameters<typeof rootReducer>[1][]) =>
    actions.reduce<RootState>(rootReducer, rootReducer(undefined, { type: 'init' }));

  it('reads as empty and not loaded before the first request', () => {
    const list = selectPagedList(reduce(), source);
    expect(list).toMatchObject({ ids: [], next: null, isLoading: false, hasLoaded: false });
  });

  it('loads a first page, then appends the next one without repeats', () => {
    const loading = reduce(fetchListPage.pending('r1', { source }));
    expect(selectPagedList(loading, source).isLoading).toBe(true);
    const state = reduce(first, second);
    const list = selectPagedList(state, source);
    expect(list.ids).toEqual(['a', 'b', 'c']);
    expect(list.reactions.map((r) => r.accountId)).toEqual(['a', 'b', 'c']);
    expect(list).toMatchObject({ next: null, isLoading: false, hasLoaded: true });
    expect(selectPagedList(state, { kind: 'mutes' }).hasLoaded).toBe(false);
  });

  it('a first page replaces what was there; a failure only stops loading', () => {
    const state = reduce(
      first,
      second,
      fetchListPage.pending('r3', { source }),
      fetchListPage.rejected(null, 'r3', { source }, error),
    );
    expect(selectPagedList(state, source)).toMatchObject({
      ids: ['a', 'b', 'c'],
      isLoading: false,
    });
    expect(selectPagedList(reduce(second, first), source).ids).toEqual(['a', 'b']);
  });

  it('declares the status a list is about and its ids as what its kind holds', () => {
    const state = reduce(
      first,
      fetchListPage.fulfilled({ ids: ['9'], reactions: [], next: null }, 'r', {
        source: { kind: 'references', statusId: '2' },
      }),
      fetchListPage.fulfilled({ ids: ['m'], reactions: [], next: null }, 'r', {
        source: { kind: 'blocks' },
      }),
    );
    const held = pagedListHeldIds(state.pagedLists);
    expect([...(held.statusIds ?? [])]).toEqual(['1', '2', '9', null]);
    expect([...(held.accountIds ?? [])]).toEqual(['a', 'b', 'a', 'b', 'm']);
  });

  it('rejects a next page without a next link (missing URL) and asks the server nothing', async () => {
    const { store, api } = createTestStore();
    await store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    const result = await store.dispatch(fetchNextPage({ kind: 'mutes' }));
    expect('error' in result && result.error.message).toBe('missing URL');
    expect(api.requestsTo('GET', '/api/v1/mutes')).toEqual([]);
  });
});
