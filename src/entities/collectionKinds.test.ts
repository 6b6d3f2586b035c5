import { describe, expect, it } from 'vitest';
import type { ColumnId } from '../store/session/settings';
import { COLLECTION_KIND_NAMES, COLLECTION_KINDS } from './collectionKinds';

describe('the registry of collection kinds', () => {
  it.each(COLLECTION_KIND_NAMES)('%s has a path, members, column, capability and messages', (k) => {
    const kind = COLLECTION_KINDS[k];
    expect(kind.path).toBe(k);
    expect(['statuses', 'accounts']).toContain(kind.holds);
    const column: ColumnId = kind.column;
    expect(column).toMatch(/^[A-Z_]+$/);
    expect(kind.capability === null || /^kmyblue_/.test(kind.capability)).toBe(true);
    expect(kind.routes.list).toMatch(/^\/[a-z_]+$/);
    expect(kind.routes.item).toMatch(/^\/[a-z_]+$/);
    expect(kind.timeline.path('7')).toMatch(/^\/api\/v1\/.*7/);
    for (const message of Object.values(kind.messages)) {
      expect(message.id).not.toBe('');
      expect(message.defaultMessage).not.toBe('');
    }
    expect(kind.normalise({ id: '1', title: 'Friends' })).toEqual({ id: '1', title: 'Friends' });
  });

  it('says what kmyblue serves for each kind (kmyblue-api.md §2, §8–§11)', () => {
    const summary = Object.fromEntries(
      COLLECTION_KIND_NAMES.map((k) => {
        const { holds, column, capability, routes, timeline } = COLLECTION_KINDS[k];
        return [k, { holds, column, capability, routes, timeline: timeline.path('7') }];
      }),
    );
    expect(summary).toEqual({
      bookmark_categories: {
        holds: 'statuses',
        column: 'BOOKMARKS_EX',
        capability: 'kmyblue_bookmark_category',
        routes: { list: '/bookmark_categories', item: '/bookmark_categories' },
        timeline: '/api/v1/bookmark_categories/7/statuses',
      },
      lists: {
        holds: 'accounts',
        column: 'LIST',
        capability: null,
        routes: { list: '/lists', item: '/lists' },
        timeline: '/api/v1/timelines/list/7',
      },
      antennas: {
        holds: 'accounts',
        column: 'ANTENNA_TIMELINE',
        capability: 'kmyblue_antenna',
        routes: { list: '/antennasw', item: '/antennast' },
        timeline: '/api/v1/timelines/antenna/7',
      },
      circles: {
        holds: 'accounts',
        column: 'CIRCLE',
        capability: 'kmyblue_circle_history',
        routes: { list: '/circles', item: '/circles' },
        timeline: '/api/v1/circles/7/statuses',
      },
    });
  });

  it('keeps the existing bookmark category texts', () => {
    expect(COLLECTION_KINDS.bookmark_categories.messages).toEqual({
      title: { id: 'column.bookmark_categories', defaultMessage: 'Bookmark categories' },
      navigation: {
        id: 'navigation_bar.bookmark_categories',
        defaultMessage: 'Bookmark categories',
      },
      empty: {
        id: 'empty_column.bookmark_categories',
        defaultMessage: 'There are no bookmark categories yet.',
      },
      newTitle: { id: 'bookmark_categories.new.title', defaultMessage: 'New category title' },
      create: { id: 'bookmark_categories.new.create', defaultMessage: 'Add category' },
      timelineEmpty: {
        id: 'empty_column.bookmark_category',
        defaultMessage: 'There are no posts in this category yet.',
      },
    });
  });

  it('reads a circle without a title as untitled, other kinds need one', () => {
    expect(COLLECTION_KINDS.circles.normalise({ id: '3' })).toEqual({ id: '3', title: '' });
    expect(() => COLLECTION_KINDS.lists.normalise({ id: '3' })).toThrow();
  });
});
