/**
 * The reader's named collections, one entry per kind (STYLE: one generic collection). The
 * calls (api/collections.ts), the slice (store/collections/) and the screens
 * (features/collections/) read everything from here, so a kind is one entry plus only what is
 * truly its own (an antenna's rules, a circle's composer choice). Paths and flags are
 * kmyblue's (kmyblue-api.md §2, §8–§11); routes are the contract's.
 */
import { message, type MessageText } from '../i18n/text';
import { normaliseCircle, normaliseCollectionItem, normaliseList } from './collection';
import type { CollectionItem } from './types';

export const COLLECTION_KIND_NAMES = [
  'bookmark_categories',
  'lists',
  'antennas',
  'circles',
] as const;
export type CollectionKind = (typeof COLLECTION_KIND_NAMES)[number];

export interface CollectionKindEntry {
  /** Under /api/v1/: the kind's items, one item (`/:id`), its members (`/:id/{holds}`). */
  path: string;
  /** Reads one item from the wire. */
  normalise: (json: unknown) => CollectionItem;
  /** What an item holds: statuses (sent as `status_ids`) or accounts (`account_ids`). */
  holds: 'statuses' | 'accounts';
  timeline: {
    /** The timeline's name in the client's timeline descriptors and store keys. */
    source: 'bookmark_category' | 'list' | 'antenna' | 'circle';
    /** The statuses endpoint of one item. */
    path: (id: string) => string;
    /** The filter view its statuses are seen in (entities/filters.ts). */
    view: string;
    /** The capability the timeline needs besides the kind's own; null where it has none. */
    capability: string | null;
  };
  /**
   * Where the kind's members can be managed by account: who may be added (kmyblue: a list
   * holds accounts you follow, a circle your followers) and the wording; null elsewhere.
   */
  members: {
    candidates: 'following' | 'followers';
    messages: {
      title: MessageText;
      search: MessageText;
      add: MessageText;
      remove: MessageText;
      empty: MessageText;
    };
  } | null;
  /**
   * Client routes: the kind's own screen, the prefix of an item's (`{item}/{id}`) and, for a
   * kind with a settings screen of its own (`{settings}/{id}`), where "Edit" goes instead of
   * renaming in place.
   */
  routes: { list: string; item: string; settings?: string };
  /** The deck column that shows one item (store/session/settings' ColumnId). */
  column: 'BOOKMARKS_EX' | 'LIST' | 'ANTENNA_TIMELINE' | 'CIRCLE';
  /** The server capabilities that advertise the kind, all of them needed; none where every
   * server has it. */
  capability: readonly string[];
  messages: {
    title: MessageText;
    navigation: MessageText;
    empty: MessageText;
    newTitle: MessageText;
    create: MessageText;
    timelineEmpty: MessageText;
    edit: MessageText;
    delete: MessageText;
    deleteConfirm: MessageText;
  };
}

const seg = encodeURIComponent;

export const COLLECTION_KINDS = {
  bookmark_categories: {
    path: 'bookmark_categories',
    normalise: normaliseCollectionItem,
    holds: 'statuses',
    // Seen as bookmarks, where filters never hide.
    timeline: {
      source: 'bookmark_category',
      path: (id) => `/api/v1/bookmark_categories/${seg(id)}/statuses`,
      view: 'bookmarks',
      capability: null,
    },
    members: null,
    routes: { list: '/bookmark_categories', item: '/bookmark_categories' },
    column: 'BOOKMARKS_EX',
    capability: ['kmyblue_bookmark_category'],
    messages: {
      title: message('column.bookmark_categories', 'Bookmark categories'),
      navigation: message('navigation_bar.bookmark_categories', 'Bookmark categories'),
      empty: message('empty_column.bookmark_categories', 'There are no bookmark categories yet.'),
      newTitle: message('bookmark_categories.new.title', 'New category title'),
      create: message('bookmark_categories.new.create', 'Add category'),
      timelineEmpty: message(
        'empty_column.bookmark_category',
        'There are no posts in this category yet.',
      ),
      edit: message('bookmark_categories.edit', 'Edit category'),
      delete: message('bookmark_categories.delete', 'Delete category'),
      deleteConfirm: message(
        'confirmations.delete_bookmark_category.message',
        'Are you sure you want to permanently delete this category?',
      ),
    },
  },
  lists: {
    path: 'lists',
    normalise: normaliseList,
    holds: 'accounts',
    timeline: {
      source: 'list',
      path: (id) => `/api/v1/timelines/list/${seg(id)}`,
      view: 'list',
      capability: null,
    },
    members: {
      candidates: 'following',
      messages: {
        title: message('lists.list_members', 'List members'),
        search: message('lists.search', 'Search among people you follow'),
        add: message('lists.account.add', 'Add to list'),
        remove: message('lists.account.remove', 'Remove from list'),
        empty: message('lists.no_members_yet', 'No members yet.'),
      },
    },
    routes: { list: '/lists', item: '/lists' },
    column: 'LIST',
    capability: [],
    messages: {
      title: message('column.lists', 'Lists'),
      navigation: message('navigation_bar.lists', 'Lists'),
      empty: message(
        'empty_column.lists',
        "You don't have any lists yet. When you create one, it will show up here.",
      ),
      newTitle: message('lists.new.title_placeholder', 'New list title'),
      create: message('lists.new_list', 'New list'),
      timelineEmpty: message(
        'empty_column.list',
        'There is nothing in this list yet. When members of this list publish new posts, they will appear here.',
      ),
      edit: message('lists.edit', 'Edit list'),
      delete: message('lists.delete', 'Delete list'),
      deleteConfirm: message(
        'confirmations.delete_list.message',
        'Are you sure you want to permanently delete this list?',
      ),
    },
  },
  antennas: {
    path: 'antennas',
    normalise: normaliseCollectionItem,
    holds: 'accounts',
    timeline: {
      source: 'antenna',
      path: (id) => `/api/v1/timelines/antenna/${seg(id)}`,
      view: 'antenna',
      capability: null,
    },
    members: null,
    routes: { list: '/antennasw', item: '/antennast', settings: '/antennasw' },
    column: 'ANTENNA_TIMELINE',
    capability: ['kmyblue_antenna'],
    messages: {
      title: message('column.antennas', 'Antennas'),
      navigation: message('navigation_bar.antennas', 'Antennas'),
      empty: message(
        'empty_column.antennas',
        "You don't have any antennas yet. When you create one, it will show up here.",
      ),
      newTitle: message('antennas.new.title_placeholder', 'New antenna title'),
      create: message('antennas.new.create', 'Add antenna'),
      timelineEmpty: message(
        'empty_column.antenna',
        'There is nothing in this antenna yet. When posts matching the criteria will be created, they will appear here.',
      ),
      edit: message('antennas.edit', 'Edit antenna'),
      delete: message('antennas.delete', 'Delete antenna'),
      deleteConfirm: message(
        'confirmations.delete_antenna.message',
        'Are you sure you want to permanently delete this antenna?',
      ),
    },
  },
  circles: {
    path: 'circles',
    normalise: normaliseCircle,
    holds: 'accounts',
    // The reader's own posts to the circle, which filters never touch.
    timeline: {
      source: 'circle',
      path: (id) => `/api/v1/circles/${seg(id)}/statuses`,
      view: 'home',
      // kmyblue-api.md §2: the history of circle posts has a flag of its own.
      capability: 'kmyblue_circle_history',
    },
    members: {
      candidates: 'followers',
      messages: {
        title: message('circles.circle_members', 'Circle members'),
        search: message('circles.search', 'Search among people following you'),
        add: message('circles.account.add', 'Add to circle'),
        remove: message('circles.account.remove', 'Remove from circle'),
        empty: message('circles.no_members_yet', 'No members yet.'),
      },
    },
    routes: { list: '/circles', item: '/circles' },
    column: 'CIRCLE',
    // Circles have no flag of their own: limited visibility with its scopes covers them
    // (kmyblue-api.md §2, §10).
    capability: ['visibility_limited', 'kmyblue_limited_scope'],
    messages: {
      title: message('column.circles', 'Circles'),
      navigation: message('navigation_bar.circles', 'Circles'),
      empty: message(
        'empty_column.circles',
        "You don't have any circles yet. When you create one, it will show up here.",
      ),
      newTitle: message('circles.new.title_placeholder', 'New circle title'),
      create: message('circles.new.create', 'Add circle'),
      timelineEmpty: message(
        'empty_column.circle_statuses',
        "You don't have any circle posts yet. When you post one as circle, it will show up here.",
      ),
      edit: message('circles.edit', 'Edit circle'),
      delete: message('circles.delete', 'Delete circle'),
      deleteConfirm: message(
        'confirmations.delete_circle.message',
        'Are you sure you want to permanently delete this circle?',
      ),
    },
  },
} as const satisfies Record<CollectionKind, CollectionKindEntry>;

export type CollectionKinds = typeof COLLECTION_KINDS;

/** The kinds whose members are managed by account (lists, circles). */
export type MemberCollectionKind = {
  [K in CollectionKind]: CollectionKinds[K]['members'] extends null ? never : K;
}[CollectionKind];

export const hasMemberEditor = (kind: CollectionKind): kind is MemberCollectionKind =>
  COLLECTION_KINDS[kind].members !== null;

/** The kinds whose items hold statuses (kmyblue: bookmark categories). */
export type StatusCollectionKind = {
  [K in CollectionKind]: CollectionKinds[K]['holds'] extends 'statuses' ? K : never;
}[CollectionKind];
