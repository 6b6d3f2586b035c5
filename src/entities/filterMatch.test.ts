import { describe, expect, it } from 'vitest';
import { filterResultOf, refilteredResults, type FilterSubject } from './filterMatch';
import type { Filter, FilterResult } from './types';

const filter = (over: Partial<Filter> = {}): Filter => ({
  id: 'f',
  title: 'Birds',
  context: ['home'],
  action: 'hide',
  keywords: [{ id: 'k', keyword: 'kite', wholeWord: true }],
  statuses: [],
  expiresAt: null,
  excludeFollows: false,
  excludeLocalusers: false,
  withQuote: false,
  withProfile: false,
  ...over,
});

const texts = (contentPlain: string, id = '1') => ({
  id,
  spoilerText: '',
  contentPlain,
  mediaAttachments: [],
});

const subject = (contentPlain: string, over: Partial<FilterSubject> = {}): FilterSubject => ({
  status: { ...texts(contentPlain), quote: null, statusReferenceIds: [] },
  author: {
    acct: 'alice@remote.example',
    displayName: 'Alice',
    noteHtml: '<p>Kite <b>flyer</b></p>',
    emojis: [],
  },
  linked: [],
  followsAuthor: false,
  ...over,
});

describe('filterResultOf', () => {
  it("matches the filter's keywords as the server does, and the posts it holds", () => {
    expect(filterResultOf(filter(), subject('A red Kite!'))).toMatchObject({
      filterId: 'f',
      action: 'hide',
      keywordMatches: ['kite'],
      statusMatches: [],
    });
    expect(filterResultOf(filter(), subject('Kites fly'))).toBeNull();
    const held = filter({ keywords: [], statuses: [{ id: 'r', statusId: '1' }] });
    expect(filterResultOf(held, subject('anything'))?.statusMatches).toEqual(['1']);
  });

  it("applies kmyblue's switches", () => {
    expect(
      filterResultOf(filter({ excludeFollows: true }), subject('kite', { followsAuthor: true })),
    ).toBeNull();
    const local = subject('kite', {
      author: { acct: 'bob', displayName: 'Bob', noteHtml: '', emojis: [] },
    });
    expect(filterResultOf(filter({ excludeLocalusers: true }), local)).toBeNull();
    expect(
      filterResultOf(filter({ withProfile: true }), subject('nothing'))?.keywordMatches,
    ).toEqual(['kite']);
    const quoting = subject('look', {
      status: {
        ...texts('look'),
        quote: { state: 'accepted', quotedStatusId: '2', isLegacy: false },
        statusReferenceIds: [],
      },
      linked: [texts('a kite', '2')],
    });
    expect(filterResultOf(filter(), quoting)).toBeNull();
    expect(filterResultOf(filter({ withQuote: true }), quoting)?.keywordMatches).toEqual(['kite']);
  });
});

describe('refilteredResults', () => {
  const result = (filterId: string, title: string): FilterResult => ({
    filterId,
    title,
    action: 'warn',
    context: ['home'],
    expiresAt: null,
    keywordMatches: [],
    statusMatches: [],
  });

  it("replaces the filter's result in place, adds a new one, and drops a deleted one", () => {
    const before = [result('a', 'A'), result('b', 'B')];
    expect(refilteredResults(before, 'a', result('a', 'A2')).map((r) => r.title)).toEqual([
      'A2',
      'B',
    ]);
    expect(refilteredResults(before, 'c', result('c', 'C')).map((r) => r.title)).toEqual([
      'A',
      'B',
      'C',
    ]);
    expect(refilteredResults(before, 'a', null).map((r) => r.title)).toEqual(['B']);
    expect(refilteredResults(before, 'c', null)).toBe(before);
  });
});
