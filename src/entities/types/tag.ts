import type { Card } from './status';

/** One day of a hashtag's or a link's use: its start in unix seconds, posts and people. */
export interface TagDay {
  day: number;
  uses: number;
  accounts: number;
}

/** A hashtag; `following` and `featuring` are null where the server does not say. */
export interface Tag {
  name: string;
  url: string;
  /** Newest day first, as servers send it. */
  history: TagDay[];
  following: boolean | null;
  featuring: boolean | null;
}

/** A hashtag featured on a profile, with the account's own use of it. */
export interface FeaturedTag {
  id: string;
  name: string;
  url: string;
  statusesCount: number;
  /** A date (YYYY-MM-DD), or null. */
  lastStatusAt: string | null;
}

/** A trending link: its card and the days people shared it. */
export interface TrendsLink {
  card: Card;
  history: TagDay[];
}
