/**
 * The client's own records. Wire JSON (api/types) becomes these in the normalisers
 * next to this file; nothing past entities/ sees the wire shape.
 */

/** Sanitised rich text: server HTML turned into a tree of allowed nodes once, at the edge. */
import type {
  ApiFilterAction,
  ApiLimitedScope,
  ApiMediaType,
  ApiNotificationType,
  ApiPreviewCardType,
  ApiQuoteApprovalUser,
  ApiQuoteState,
  ApiSearchability,
  ApiVisibilityEx,
} from '../api/types';
import type { RichNode } from '../lib/richText';
export type { RichNode, RichTag } from '../lib/richText';

export interface CustomEmoji {
  shortcode: string;
  url: string;
  staticUrl: string;
  visibleInPicker: boolean;
  category: string | null;
  width: number;
  height: number;
  sensitive: boolean;
  aliases: string[];
  license: string | null;
}

export interface AccountField {
  name: string;
  nameNodes: RichNode[];
  value: RichNode[];
  valuePlain: string;
  verifiedAt: string | null;
}

export interface AccountRole {
  id: string;
  name: string;
  color: string;
}

export interface AccountServerFeatures {
  circle: boolean;
  emojiReaction: boolean;
  statusReference: boolean;
  legacyQuote: boolean;
}

export interface AccountOtherSettings {
  noindex: boolean;
  hideNetwork: boolean;
  hideFollowersCount: boolean;
  hideFollowingCount: boolean;
  hideStatusesCount: boolean;
  translatablePrivate: boolean;
  linkPreview: boolean;
  /** Default 'allow'. */
  emojiReactionPolicy: string;
  /** Default 'allow'. */
  subscriptionPolicy: string;
}

export interface Account {
  id: string;
  username: string;
  acct: string;
  /** Plain text; the username when the server sent an empty display name. */
  displayName: string;
  displayNameNodes: RichNode[];
  note: RichNode[];
  notePlain: string;
  url: string;
  uri: string;
  avatar: string;
  avatarStatic: string;
  header: string;
  headerStatic: string;
  locked: boolean;
  bot: boolean;
  group: boolean;
  discoverable: boolean;
  indexable: boolean;
  noindex: boolean;
  createdAt: string;
  lastStatusAt: string | null;
  followersCount: number;
  followingCount: number;
  statusesCount: number;
  emojis: CustomEmoji[];
  fields: AccountField[];
  roles: AccountRole[];
  movedToAccountId: string | null;
  suspended: boolean;
  limited: boolean;
  memorial: boolean;
  hideCollections: boolean;
  muteExpiresAt: string | null;
  serverFeatures: AccountServerFeatures;
  otherSettings: AccountOtherSettings;
}

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
  action: ApiFilterAction;
  context: string[];
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
}

/** An item of a list that failed validation: shown as an error in its place. */
export interface InvalidEntity {
  invalid: true;
  id: string | null;
  message: string;
}

/** Everything a response carried, flattened for the store (one entity, one place). */
export interface EntityBundle {
  accounts: Account[];
  statuses: Status[];
}

export interface Relationship {
  id: string;
  following: boolean;
  showingReblogs: boolean;
  notifying: boolean;
  languages: string[] | null;
  followedBy: boolean;
  blocking: boolean;
  blockedBy: boolean;
  muting: boolean;
  mutingNotifications: boolean;
  requested: boolean;
  requestedBy: boolean;
  domainBlocking: boolean;
  endorsed: boolean;
  note: string;
}

export interface InstanceConfiguration {
  maxCharacters: number;
  maxMediaAttachments: number;
  charactersReservedPerUrl: number;
  supportedMimeTypes: string[];
  pollMaxOptions: number;
  pollMaxCharactersPerOption: number;
  pollMinExpiration: number;
  pollMaxExpiration: number;
  translationEnabled: boolean;
  streamingUrl: string | null;
  vapidPublicKey: string | null;
  emojiReactionsMax: number | null;
  emojiReactionsMaxPerAccount: number | null;
  reactionDeckMaxEmojis: number | null;
}

export interface Instance {
  domain: string;
  title: string;
  version: string;
  description: string;
  thumbnail: string | null;
  languages: string[];
  configuration: InstanceConfiguration;
  /** fedibird_capabilities; empty on vanilla Mastodon. */
  capabilities: string[];
}

/** The wire's types, with quoted_update read as update and any other as 'unknown'. */
export type NotificationType = Exclude<ApiNotificationType, 'quoted_update'> | 'unknown';

export interface NotificationGroup {
  groupKey: string;
  type: NotificationType;
  /** The type as the server sent it, for '[NO MESSAGE DEFINITION]' on unknown ones. */
  rawType: string;
  notificationsCount: number;
  mostRecentNotificationId: string;
  pageMinId: string;
  pageMaxId: string;
  latestPageNotificationAt: string | null;
  /** At most 8. */
  sampleAccountIds: string[];
  statusId: string | null;
  list: { id: string; title: string } | null;
  emojiReactionGroups: {
    name: string;
    url: string | null;
    staticUrl: string | null;
    sampleAccountIds: string[];
  }[];
}

export interface Markers {
  home: string | null;
  notifications: string | null;
}

export interface OAuthApp {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface OAuthToken {
  accessToken: string;
  tokenType: string;
  scope: string;
  /** Seconds since the epoch, when the server said. */
  createdAt: number | null;
}

/** The account's own posting defaults, from verify_credentials' source block. */
export interface CredentialSource {
  privacy: Visibility;
  searchability: string;
  language: string;
  sensitive: boolean;
  quotePolicy: string | null;
}

/** A thread around a status, as ids (the statuses themselves go in the bundle). */
export interface StatusContext {
  ancestors: string[];
  descendants: string[];
  references: string[];
}

/** One notification as the stream sends it, with the group it starts or joins. */
export interface SingleNotification {
  id: string;
  type: NotificationType;
  rawType: string;
  groupKey: string;
  createdAt: string;
  accountId: string;
  statusId: string | null;
  group: NotificationGroup;
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
  sensitive: boolean;
  createdAt: string;
  accountId: string;
}

/** Who reacted with what (kmyblue's emoji_reactioned_by). */
export interface AccountReaction {
  name: string;
  url: string | null;
  accountId: string;
}

/** SPEC §3 Filter: a filter of the reader's, with its keywords and filtered statuses. */
export interface Filter {
  id: string;
  title: string;
  context: string[];
  /** hide drops the status; warn and blur show it behind 'Matches filter'. */
  action: ApiFilterAction;
  keywords: { id: string; keyword: string; wholeWord: boolean }[];
  statusIds: string[];
  expiresAt: string | null;
}

/**
 * One item of a named collection of the reader's: a bookmark category (and later lists,
 * antennas and circles, which add their own fields beside these).
 */
export interface CollectionItem {
  id: string;
  title: string;
}

/** kmyblue's circle: a named audience for limited posts. */
export interface Circle {
  id: string;
  title: string;
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
