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
    for (const flag of kind.capability) expect(flag).toMatch(/^(kmyblue_|visibility_)/);
    expect(kind.routes.list).toMatch(/^\/[a-z_]+$/);
    expect(kind.routes.item).toMatch(/^\/[a-z_]+$/);
    expect(kind.timeline.path('7')).toMatch(/^\/api\/v1\/.*7/);
    for (const message of Object.values(kind.messages)) {
      expect(message.id).not.toBe('');
      expect(message.defaultMessage).not.toBe('');
    }
    expect(kind.normalise({ id: '1', title: 'Friends' })).toMatchObject({
      id: '1',
      title: 'Friends',
    });
  });

  it('says what kmyblue serves for each kind (kmyblue-api.md §2, §8–§11)', () => {
    const summary = Object.fromEntries(
      COLLECTION_KIND_NAMES.map((k) => {
        const { holds, column, capability, routes, timeline, members } = COLLECTION_KINDS[k];
        return [
          k,
          {
            holds,
            column,
            capability,
            routes,
            timeline: timeline.path('7'),
            timelineCapability: timeline.capability,
            candidates: members?.candidates ?? null,
          },
        ];
      }),
    );
    expect(summary).toEqual({
      bookmark_categories: {
        holds: 'statuses',
        column: 'BOOKMARKS_EX',
        capability: ['kmyblue_bookmark_category'],
        routes: { list: '/bookmark_categories', item: '/bookmark_categories' },
        timeline: '/api/v1/bookmark_categories/7/statuses',
        timelineCapability: null,
        candidates: null,
      },
      lists: {
        holds: 'accounts',
        column: 'LIST',
        capability: [],
        routes: { list: '/lists', item: '/lists' },
        timeline: '/api/v1/timelines/list/7',
        timelineCapability: null,
        candidates: 'following',
      },
      antennas: {
        holds: 'accounts',
        column: 'ANTENNA_TIMELINE',
        capability: ['kmyblue_antenna'],
        routes: { list: '/antennasw', item: '/antennast', settings: '/antennasw' },
        timeline: '/api/v1/timelines/antenna/7',
        timelineCapability: null,
        candidates: null,
      },
      circles: {
        holds: 'accounts',
        column: 'CIRCLE',
        capability: ['visibility_limited', 'kmyblue_limited_scope'],
        routes: { list: '/circles', item: '/circles' },
        timeline: '/api/v1/circles/7/statuses',
        timelineCapability: 'kmyblue_circle_history',
        candidates: 'followers',
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
      edit: { id: 'bookmark_categories.edit', defaultMessage: 'Edit category' },
      delete: { id: 'bookmark_categories.delete', defaultMessage: 'Delete category' },
      deleteConfirm: {
        id: 'confirmations.delete_bookmark_category.message',
        defaultMessage: 'Are you sure you want to permanently delete this category?',
      },
    });
  });

  it("uses Mastodon's wording for lists", () => {
    const { messages, members } = COLLECTION_KINDS.lists;
    expect(messages.create.defaultMessage).toBe('New list');
    expect(messages.delete.defaultMessage).toBe('Delete list');
    expect(messages.deleteConfirm.defaultMessage).toBe(
      'Are you sure you want to permanently delete this list?',
    );
    expect(members.messages.add.defaultMessage).toBe('Add to list');
    expect(members.messages.remove.defaultMessage).toBe('Remove from list');
    expect(members.messages.search.defaultMessage).toBe('Search among people you follow');
  });

  it('reads a circle without a title as untitled, other kinds need one', () => {
    expect(COLLECTION_KINDS.circles.normalise({ id: '3' })).toEqual({ id: '3', title: '' });
    expect(() => COLLECTION_KINDS.lists.normalise({ id: '3' })).toThrow();
  });
});
