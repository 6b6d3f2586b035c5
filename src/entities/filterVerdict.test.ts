import { describe, expect, it } from 'vitest';
import { filterVerdict } from './filters';
import type { FilterResult } from './types';

const result = (
  title: string,
  action: FilterResult['action'],
  context: string[],
): FilterResult => ({
  filterId: title,
  title,
  action,
  context,
  expiresAt: null,
  keywordMatches: [],
  statusMatches: [],
});

const status = (filtered: FilterResult[], accountId = 'other') => ({ accountId, filtered });

describe('filterVerdict', () => {
  it('hide drops the status in a matching context', () => {
    const s = status([result('Spoilers', 'hide', ['home'])]);
    expect(filterVerdict(s, 'me', 'home')).toEqual({
      hide: true,
      warnings: [],
      halfWarnings: [],
      mediaFilters: [],
    });
  });

  it('warn shows the titles, blur covers the media only', () => {
    const s = status([
      result('Politics', 'warn', ['public']),
      result('Gore', 'blur', ['public']),
      result('Sports', 'warn', ['public']),
    ]);
    expect(filterVerdict(s, 'me', 'public:local')).toEqual({
      hide: false,
      warnings: ['Politics', 'Sports'],
      halfWarnings: [],
      mediaFilters: ['Gore'],
    });
  });

  it("never filters the reader's own posts", () => {
    const s = status([result('Spoilers', 'hide', ['home']), result('W', 'warn', ['home'])], 'me');
    expect(filterVerdict(s, 'me', 'home')).toEqual({
      hide: false,
      warnings: [],
      halfWarnings: [],
      mediaFilters: [],
    });
  });

  it('applies a filter only in its contexts (one naming none counts everywhere)', () => {
    const s = status([result('Spoilers', 'hide', ['notifications'])]);
    expect(filterVerdict(s, 'me', 'home').hide).toBe(false);
    expect(filterVerdict(s, 'me', 'notifications').hide).toBe(true);
    expect(filterVerdict(status([result('Any', 'hide', [])]), 'me', 'account').hide).toBe(true);
  });

  it('maps views: detailed is thread, bookmarks, favourites, list and antenna are home, others public', () => {
    const thread = status([result('T', 'warn', ['thread'])]);
    expect(filterVerdict(thread, 'me', 'detailed').warnings).toEqual(['T']);
    const home = status([result('H', 'warn', ['home'])]);
    for (const view of ['bookmarks', 'favourites', 'list:1', 'antenna:2', 'home'])
      expect(filterVerdict(home, 'me', view).warnings).toEqual(['H']);
    const pub = status([result('P', 'warn', ['public'])]);
    for (const view of ['public', 'hashtag:cats', 'community'])
      expect(filterVerdict(pub, 'me', view).warnings).toEqual(['P']);
  });

  it('does not hide in detailed, bookmarks and favourites views: it warns there; blur still applies', () => {
    const s = status([
      result('Hidden', 'hide', ['thread', 'home']),
      result('B', 'blur', ['home', 'thread']),
    ]);
    for (const view of ['detailed', 'bookmarks', 'favourites']) {
      expect(filterVerdict(s, 'me', view)).toEqual({
        hide: false,
        warnings: ['Hidden'],
        halfWarnings: [],
        mediaFilters: ['B'],
      });
    }
  });

  it("kmyblue's half_warn keeps the header: its titles come apart from the full warnings", () => {
    const s = status([result('Half', 'half_warn', ['home']), result('Blur', 'blur', ['home'])]);
    expect(filterVerdict(s, 'me', 'home')).toEqual({
      hide: false,
      warnings: [],
      halfWarnings: ['Half'],
      mediaFilters: ['Blur'],
    });
  });

  it('a filter that has expired since no longer applies', () => {
    const now = Date.parse('2025-01-01T12:00:00Z');
    const expired = { ...result('Old', 'hide', ['home']), expiresAt: '2025-01-01T11:59:00Z' };
    const current = { ...result('New', 'warn', ['home']), expiresAt: '2025-01-01T12:30:00Z' };
    expect(filterVerdict(status([expired, current]), 'me', 'home', now)).toMatchObject({
      hide: false,
      warnings: ['New'],
    });
  });
});
