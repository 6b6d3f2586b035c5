import type { TimelineSource } from '../../entities/timelineSource';

/** ':name=a,b' for each of a tag timeline's any/all/none lists that has tags. */
const tagLists = (source: Extract<TimelineSource, { kind: 'tag' }>): string =>
  (['any', 'all', 'none'] as const)
    .map((name) => (source[name]?.length ? `:${name}=${source[name].join(',')}` : ''))
    .join('');

/** The store key of a timeline; also the streaming name it listens to where it has one. */
export function timelineKey(source: TimelineSource): string {
  switch (source.kind) {
    case 'home':
      return 'home';
    case 'public': {
      const base = source.local ? 'public:local' : source.remote ? 'public:remote' : 'public';
      return source.onlyMedia ? `${base}:media` : base;
    }
    case 'tag': {
      const local = source.local ? ':local' : '';
      const media = source.onlyMedia ? ':media' : '';
      return `hashtag:${source.tag.toLowerCase()}${local}${media}${tagLists(source)}`;
    }
    case 'list':
      return `list:${source.id}`;
    case 'antenna':
      return `antenna:${source.id}`;
    case 'link':
      return `link:${source.url}`;
    case 'account': {
      const flavour = source.pinned
        ? ':pinned'
        : source.onlyMedia
          ? ':media'
          : source.excludeReplies
            ? ''
            : ':with_replies';
      const reblogs = source.excludeReblogs ? ':no_reblogs' : '';
      const tagged = source.tagged ? `:tagged=${source.tagged.toLowerCase()}` : '';
      return `account:${source.id}${flavour}${reblogs}${tagged}`;
    }
    case 'bookmarks':
      return 'bookmarks';
    case 'favourites':
      return 'favourites';
    case 'emoji_reactions':
      return 'emoji_reactions';
    case 'bookmark_category':
      return `bookmark_category:${source.id}`;
    case 'circle':
      return `circle:${source.id}`;
  }
}

/** The account an account timeline's key names (`account:{id}` and its flavours), else null. */
export const accountOfTimelineKey = (key: string): string | null =>
  key.startsWith('account:') ? (key.split(':')[1] ?? null) : null;
