import { describe, expect, it } from 'vitest';
import { cardJSON } from '../test/fixtures';
import { normaliseFeaturedTags, normaliseTag, normaliseTags, normaliseTrendsLinks } from './tag';
import { historyTotals, peopleInDays, usesOldestFirst } from './tagHistory';

const week = [
  { day: '1700000000', uses: '4', accounts: '3' },
  { day: '1699913600', uses: '2', accounts: '2' },
  { day: '1699827200', uses: '0', accounts: '0' },
];

describe('normaliseTag', () => {
  it('reads the history as numbers and the marks only where the server sends them', () => {
    const tag = normaliseTag({ name: 'Garden', url: 'https://x.test/tags/garden', history: week });
    expect(tag).toEqual({
      name: 'Garden',
      url: 'https://x.test/tags/garden',
      history: [
        { day: 1700000000, uses: 4, accounts: 3 },
        { day: 1699913600, uses: 2, accounts: 2 },
        { day: 1699827200, uses: 0, accounts: 0 },
      ],
      following: null,
      featuring: null,
    });
    expect(
      normaliseTag({ name: 'a', url: 'javascript:x', following: true, featuring: false }),
    ).toMatchObject({ url: '', following: true, featuring: false, history: [] });
  });

  it('leaves out unreadable days and tags', () => {
    const tag = normaliseTag({ name: 'a', url: '', history: [week[0], { day: 'x', uses: '1' }] });
    expect(tag.history).toHaveLength(1);
    expect(
      normaliseTags([{ name: 'a', url: '' }, { url: '' }, { name: '', url: '' }]),
    ).toHaveLength(1);
  });
});

describe('tag history rules', () => {
  const history = normaliseTag({ name: 'a', url: '', history: week }).history;
  it('counts the people of the last two days, oldest-first uses and the totals', () => {
    expect(peopleInDays(history)).toBe(5);
    expect(peopleInDays(history, 1)).toBe(3);
    expect(usesOldestFirst(history)).toEqual([0, 2, 4]);
    expect(historyTotals(history)).toEqual({ uses: 6, people: 5, today: 4 });
    expect(historyTotals([])).toEqual({ uses: 0, people: 0, today: 0 });
  });
});

describe('normaliseFeaturedTags', () => {
  it('sorts by statuses_count, descending, reading string or number counts', () => {
    const tags = normaliseFeaturedTags([
      {
        id: '1',
        name: 'a',
        url: 'https://x.test/@a/tagged/a',
        statuses_count: '2',
        last_status_at: null,
      },
      { id: '2', name: 'b', url: '', statuses_count: 7, last_status_at: '2024-05-01' },
      { id: '3', url: '' },
    ]);
    expect(tags).toEqual([
      { id: '2', name: 'b', url: '', statusesCount: 7, lastStatusAt: '2024-05-01' },
      {
        id: '1',
        name: 'a',
        url: 'https://x.test/@a/tagged/a',
        statusesCount: 2,
        lastStatusAt: null,
      },
    ]);
  });
});

describe('normaliseTrendsLinks', () => {
  it('reads each card with its history, leaving out cards without an http(s) url', () => {
    const { links } = normaliseTrendsLinks([
      { ...cardJSON({ url: 'https://news.test/a', title: 'A' }), history: week },
      { ...cardJSON({ url: 'ftp://news.test/b' }), history: [] },
    ]);
    expect(links).toHaveLength(1);
    expect(links[0]!.card).toMatchObject({ url: 'https://news.test/a', title: 'A' });
    expect(peopleInDays(links[0]!.history)).toBe(5);
  });
});
