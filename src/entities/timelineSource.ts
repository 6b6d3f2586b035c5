/**
 * Which timeline: what api/timelines fetches, and what the store keys a
 * timeline by (store/timelines/timelineSources' timelineKey).
 */
export type TimelineSource =
  | { kind: 'home' }
  | { kind: 'public'; local?: boolean; remote?: boolean; onlyMedia?: boolean }
  | {
      kind: 'tag';
      tag: string;
      local?: boolean;
      onlyMedia?: boolean;
      any?: string[];
      all?: string[];
      none?: string[];
    }
  | { kind: 'list'; id: string }
  | { kind: 'antenna'; id: string }
  | { kind: 'link'; url: string }
  | {
      kind: 'account';
      id: string;
      excludeReplies?: boolean;
      excludeReblogs?: boolean;
      onlyMedia?: boolean;
      pinned?: boolean;
      tagged?: string;
    }
  | { kind: 'bookmarks' }
  | { kind: 'favourites' }
  | { kind: 'emoji_reactions' }
  | { kind: 'bookmark_category'; id: string }
  | { kind: 'circle'; id: string };
