/** Statuses and what they carry: media, polls, cards, quotes, reactions; threads, edits, translations. */
import type {
  ApiFilterActionEx,
  ApiLimitedScope,
  ApiMediaType,
  ApiPreviewCardType,
  ApiQuoteApprovalUser,
  ApiQuoteState,
  ApiSearchability,
  ApiVisibilityEx,
} from '../../api/types';
import type { RichNode } from '../../lib/richText';
import type { CustomEmoji } from './account';
import type { InvalidEntity } from './index';

export type MediaType = ApiMediaType;

export interface MediaAttachment {
  id: string;
  type: MediaType;
  url: string | null;
  previewUrl: string | null;
  /** Null unless http(s). */
  remoteUrl: string | null;
  description: string | null;
  blurhash: string | null;
  focus: { x: number; y: number } | null;
  width: number | null;
  height: number | null;
  duration: number | null;
  frameRate: number | null;
  colors: { background: string; foreground: string; accent: string } | null;
}

export interface PollOption {
  title: string;
  titleNodes: RichNode[];
  votesCount: number | null;
}

export interface Poll {
  id: string;
  expiresAt: string | null;
  expired: boolean;
  multiple: boolean;
  votesCount: number;
  votersCount: number | null;
  voted: boolean;
  ownVotes: number[];
  options: PollOption[];
  emojis: CustomEmoji[];
}

export interface CardAuthor {
  name: string;
  url: string;
  accountId: string | null;
}

export interface Card {
  url: string;
  type: ApiPreviewCardType;
  title: string;
  description: string;
  providerName: string;
  providerUrl: string;
  authorName: string;
  authorUrl: string;
  authors: CardAuthor[];
  publishedAt: string | null;
  image: string | null;
  imageDescription: string;
  width: number;
  height: number;
  blurhash: string | null;
  /** Embed markup's iframe src only (http(s)), never raw HTML. */
  embedUrl: string | null;
  language: string | null;
}

/** kmyblue's visibility (visibility_ex), which includes Mastodon's. */
export type Visibility = ApiVisibilityEx;

export type Searchability = ApiSearchability;

export type LimitedScope = ApiLimitedScope;

export interface Mention {
  id: string;
  username: string;
  acct: string;
  url: string;
}

export interface FilterResult {
  filterId: string;
  title: string;
  action: ApiFilterActionEx;
  context: string[];
  /** A filter that has expired since no longer applies. */
  expiresAt: string | null;
  keywordMatches: string[];
  statusMatches: string[];
}

export interface EmojiReaction {
  name: string;
  count: number;
  me: boolean;
  url: string | null;
  staticUrl: string | null;
  domain: string | null;
  accountIds: string[];
}

export type QuoteState = ApiQuoteState;

export interface StatusQuote {
  state: QuoteState;
  quotedStatusId: string | null;
  /** True when it came as kmyblue's older quote_id + nested status. */
  isLegacy: boolean;
}

/**
 * An optional part of a status that could not be read. The status shows without it: a poll,
 * a media item or a quote says it is unavailable in its place; the rest is left out or takes
 * its default. `id` names the media attachment, when one could be read.
 */
export interface UnreadablePart {
  part: StatusPartName;
  id: string | null;
  problem: string;
}

export type StatusPartName =
  | 'poll'
  | 'card'
  | 'media'
  | 'quote'
  | 'emoji_reactions'
  | 'counts'
  | 'mentions'
  | 'tags'
  | 'filtered'
  | 'application'
  | 'quote_approval'
  | 'status_references'
  | 'flags'
  | 'text';

export interface QuoteApproval {
  automatic: string[];
  manual: string[];
  currentUser: ApiQuoteApprovalUser;
}

export interface Status {
  id: string;
  uri: string;
  /** http(s): the url, else the uri. */
  url: string;
  createdAt: string;
  editedAt: string | null;
  accountId: string;
  reblogId: string | null;
  content: RichNode[];
  /** Content as plain text (line breaks kept), for filters and screen readers. */
  contentPlain: string;
  spoilerText: string;
  spoilerNodes: RichNode[];
  sensitive: boolean;
  /** Content warning shown collapsed: true when spoiler text or sensitive. */
  hidden: boolean;
  visibility: Visibility;
  limitedScope: LimitedScope | null;
  searchability: Searchability | null;
  language: string | null;
  markdown: boolean;
  mediaAttachments: MediaAttachment[];
  poll: Poll | null;
  card: Card | null;
  mentions: Mention[];
  tags: string[];
  emojis: CustomEmoji[];
  repliesCount: number;
  reblogsCount: number;
  favouritesCount: number;
  quotesCount: number;
  inReplyToId: string | null;
  inReplyToAccountId: string | null;
  favourited: boolean;
  reblogged: boolean;
  bookmarked: boolean;
  muted: boolean;
  pinned: boolean;
  filtered: FilterResult[];
  emojiReactions: EmojiReaction[];
  emojiReactionsCount: number;
  statusReferenceIds: string[];
  statusReferencesCount: number;
  statusReferredByCount: number;
  quote: StatusQuote | null;
  quoteApproval: QuoteApproval | null;
  applicationName: string | null;
  /** The optional parts that could not be read (none for a well-formed status). */
  unreadableParts: UnreadablePart[];
}

/**
 * A thread around a status, as ids (the statuses themselves go in the bundle); a status that
 * cannot be read is an InvalidEntity in its place.
 */
export interface StatusContext {
  ancestors: Array<string | InvalidEntity>;
  descendants: Array<string | InvalidEntity>;
  references: string[];
}

/** A machine translation of a status (POST statuses/:id/translate). */
export interface Translation {
  content: RichNode[];
  spoilerText: string;
  detectedSourceLanguage: string;
  provider: string;
}

/** One version of an edited status (GET statuses/:id/history), oldest first. */
export interface StatusEdit {
  content: RichNode[];
  spoilerText: string;
  spoilerNodes: RichNode[];
  sensitive: boolean;
  createdAt: string;
  accountId: string;
}

/** A hashtag as search returns it, with its recent use. */
export interface TagSuggestion {
  name: string;
  /** Uses over the days the server reports. */
  uses: number;
}

/** GET /api/v1/statuses/:id/source: the text as typed, for editing. */
export interface StatusSource {
  id: string;
  text: string;
  spoilerText: string;
}
