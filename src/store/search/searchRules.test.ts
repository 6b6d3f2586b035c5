import { describe, expect, it } from 'vitest';
import type { InvalidEntity, SearchHistoryEntry } from '../../entities/types';
import {
  addToSearchHistory,
  firstPage,
  isResolvableQuery,
  nextPage,
  removeFromSearchHistory,
  suggestionLimits,
  suggestionQueries,
} from './searchRules';

const ids = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => String(from + i));

describe('paging per kind: 11 first, then 10 more with an offset', () => {
  it('shows 10 of an answer of 11: the 11th only tells there are more', () => {
    expect(firstPage(ids(1, 11))).toEqual({ items: ids(1, 10), hasMore: true, isLoading: false });
    expect(firstPage(ids(1, 10))).toEqual({ items: ids(1, 10), hasMore: false, isLoading: false });
    expect(firstPage([])).toEqual({ items: [], hasMore: false, isLoading: false });
  });

  it('adds the next 10; a full 10 may have more, fewer is the end', () => {
    const page = nextPage(firstPage(ids(1, 11)), ids(11, 10));
    expect(page.items).toEqual(ids(1, 20));
    expect(page.hasMore).toBe(true);
    expect(nextPage(page, ids(21, 3))).toEqual({
      items: ids(1, 23),
      hasMore: false,
      isLoading: false,
    });
  });

  it('does not show twice what a shifted offset brings again; keeps bad items in place', () => {
    const bad: InvalidEntity = { invalid: true, id: null, message: 'Status: bad' };
    const page = nextPage(firstPage([...ids(1, 9), bad, '99']), ['9', '10', bad]);
    expect(page.items).toEqual([...ids(1, 9), bad, '10', bad]);
    const tags = nextPage(firstPage([{ name: 'Cats', recentPeople: 1 }]), [
      { name: 'cats', recentPeople: 1 },
      { name: 'catsofmastodon', recentPeople: 2 },
    ]);
    expect(tags.items.map((t) => ('name' in t ? t.name : null))).toEqual([
      'Cats',
      'catsofmastodon',
    ]);
  });
});

describe('recent searches', () => {
  const entry = (q: string, type: SearchHistoryEntry['type'] = 'search') => ({ type, q });

  it('keeps 4, newest first, each once', () => {
    let history: SearchHistoryEntry[] = [];
    for (const q of ['a', 'b', 'c', 'd', 'e']) history = addToSearchHistory(history, entry(q));
    expect(history.map((e) => e.q)).toEqual(['e', 'd', 'c', 'b']);
    history = addToSearchHistory(history, entry('C '));
    expect(history.map((e) => e.q)).toEqual(['C', 'e', 'd', 'b']);
    // The same words opened as a hashtag are another entry.
    history = addToSearchHistory(history, entry('e', 'hashtag'));
    expect(history).toEqual([entry('e', 'hashtag'), entry('C'), entry('e'), entry('d')]);
    expect(addToSearchHistory(history, entry('  '))).toEqual(history);
  });

  it('removes one entry', () => {
    const history = [entry('a'), entry('b', 'account')];
    expect(removeFromSearchHistory(history, entry('B', 'account'))).toEqual([entry('a')]);
  });
});

describe('what a query asks for', () => {
  it('looks up URLs and full handles', () => {
    for (const q of [
      'https://example.social/@alice/1234',
      'http://127.0.0.1:4000/@alice',
      '@alice@example.social',
      'alice@mastodon.example.org',
      '@demo@localhost:8080',
      '@demo@127.0.0.1:41234',
    ])
      expect(isResolvableQuery(q), q).toBe(true);
    for (const q of ['alice', '@alice', 'cats and dogs', 'https://', 'ftp://x.example/a', 'a@b'])
      expect(isResolvableQuery(q), q).toBe(false);
  });

  it('suggests accounts and hashtags; # asks hashtags only, @ accounts only, a URL nothing', () => {
    expect(suggestionQueries('cat')).toEqual({ accounts: 'cat', hashtags: 'cat' });
    expect(suggestionQueries('#cat')).toEqual({ accounts: null, hashtags: 'cat' });
    expect(suggestionQueries('@cat')).toEqual({ accounts: '@cat', hashtags: null });
    expect(suggestionQueries('cat dog')).toEqual({ accounts: 'cat dog', hashtags: null });
    expect(suggestionQueries('https://x.example/@a')).toEqual({ accounts: null, hashtags: null });
    expect(suggestionQueries(' ')).toEqual({ accounts: null, hashtags: null });
    expect(suggestionQueries('#')).toEqual({ accounts: null, hashtags: null });
  });

  it('keeps at most 4 of each', () => {
    expect(suggestionLimits(ids(1, 6), ['a', 'b', 'c', 'd', 'e'])).toEqual({
      accounts: ids(1, 4),
      hashtags: ['a', 'b', 'c', 'd'],
    });
  });
});
