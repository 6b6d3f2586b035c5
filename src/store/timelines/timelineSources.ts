/** Where a timeline's statuses come from; mirrors api/timelines' descriptor. */
export type TimelineSource =
  | { kind: 'home' }
  | { kind: 'public'; local?: boolean; remote?: boolean; onlyMedia?: boolean }
  | { kind: 'tag'; tag: string; local?: boolean }
  | {
      kind: 'account';
      id: string;
      excludeReplies?: boolean;
      onlyMedia?: boolean;
      pinned?: boolean;
    }
  | { kind: 'bookmarks' }
  | { kind: 'favourites' }
  | { kind: 'emoji_reactions' }
  | { kind: 'bookmark_category'; id: string };

/** The store key of a timeline; also the streaming name it listens to where it has one. */
export function timelineKey(source: TimelineSource): string {
  switch (source.kind) {
    case 'home':
      return 'home';
    case 'public': {
      const base = source.local ? 'public:local' : source.remote ? 'public:remote' : 'public';
      return source.onlyMedia ? `${base}:media` : base;
    }
    case 'tag':
      return `hashtag:${source.tag.toLowerCase()}${source.local ? ':local' : ''}`;
    case 'account': {
      const flavour = source.pinned
        ? ':pinned'
        : source.onlyMedia
          ? ':media'
          : source.excludeReplies
            ? ''
            : ':with_replies';
      return `account:${source.id}${flavour}`;
    }
    case 'bookmarks':
      return 'bookmarks';
    case 'favourites':
      return 'favourites';
    case 'emoji_reactions':
      return 'emoji_reactions';
    case 'bookmark_category':
      return `bookmark_category:${source.id}`;
  }
}

/** The account an account timeline's key names (`account:{id}` and its flavours), else null. */
export const accountOfTimelineKey = (key: string): string | null =>
  key.startsWith('account:') ? (key.split(':')[1] ?? null) : null;
