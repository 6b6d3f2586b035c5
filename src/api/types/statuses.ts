/** Statuses exactly as Mastodon and kmyblue send them. */
import type { ApiAccountJSON } from './accounts';
import type { ApiCustomEmojiJSON } from './customEmoji';
import type { ApiFilterResultJSON } from './filters';
import type { ApiMediaAttachmentJSON } from './media';
import type { ApiPollJSON } from './polls';

/** Mastodon's visibility; kmyblue masks its own values here for older clients. */
export const MASTODON_VISIBILITIES = ['public', 'unlisted', 'private', 'direct'] as const;
export type ApiVisibility = (typeof MASTODON_VISIBILITIES)[number];
/** kmyblue's real visibility (visibility_ex). */
export const VISIBILITIES = [
  ...MASTODON_VISIBILITIES,
  'public_unlisted',
  'login',
  'limited',
] as const;
export type ApiVisibilityEx = (typeof VISIBILITIES)[number];
export const SEARCHABILITIES = [
  'public',
  'public_unlisted',
  'private',
  'direct',
  'limited',
  'unsupported',
] as const;
export type ApiSearchability = (typeof SEARCHABILITIES)[number];
export const LIMITED_SCOPES = ['mutual', 'circle', 'personal', 'reply'] as const;
export type ApiLimitedScope = (typeof LIMITED_SCOPES)[number];

export interface ApiMentionJSON {
  id: string;
  username: string;
  url: string;
  acct: string;
}

/** Uses of a hashtag on one day; Mastodon sends the numbers as strings. */
export interface ApiTagHistoryJSON {
  day: string;
  uses: string;
  accounts: string;
}

export interface ApiTagJSON {
  /** Mastodon 4.x; kmyblue's snapshot has none. */
  id?: string;
  name: string;
  url: string;
  history?: ApiTagHistoryJSON[];
  following?: boolean;
  /** Mastodon 4.4: featured on the reader's profile. Absent where tags cannot be featured so. */
  featuring?: boolean;
}

export interface ApiPreviewCardAuthorJSON {
  name: string;
  url: string;
  account: ApiAccountJSON | null;
}

export const PREVIEW_CARD_TYPES = ['link', 'photo', 'video', 'rich'] as const;
export type ApiPreviewCardType = (typeof PREVIEW_CARD_TYPES)[number];

export interface ApiPreviewCardJSON {
  url: string;
  title: string;
  description: string;
  language?: string | null;
  type: ApiPreviewCardType;
  author_name: string;
  author_url: string;
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
  image: string | null;
  image_description?: string;
  embed_url: string;
  blurhash: string | null;
  published_at?: string | null;
  authors?: ApiPreviewCardAuthorJSON[];
}

export interface ApiEmojiReactionJSON {
  name: string;
  count: number;
  me?: boolean;
  url?: string;
  static_url?: string;
  domain?: string | null;
  account_ids?: string[];
}

export const QUOTE_STATES = [
  'pending',
  'accepted',
  'rejected',
  'revoked',
  'deleted',
  'unauthorized',
  'blocked_account',
  'blocked_domain',
  'muted_account',
] as const;
export type ApiQuoteState = (typeof QUOTE_STATES)[number];

/** Mastodon 4.4+ quote wrapper. */
export interface ApiQuoteJSON {
  state: ApiQuoteState;
  quoted_status?: ApiStatusJSON | null;
  quoted_status_id?: string | null;
}

export const QUOTE_APPROVAL_CURRENT_USER = ['automatic', 'manual', 'denied', 'unknown'] as const;
export type ApiQuoteApprovalUser = (typeof QUOTE_APPROVAL_CURRENT_USER)[number];

export interface ApiQuoteApprovalJSON {
  automatic: string[];
  manual: string[];
  current_user: ApiQuoteApprovalUser;
}

export interface ApiStatusJSON {
  id: string;
  uri: string;
  url: string | null;
  created_at: string;
  edited_at?: string | null;
  account: ApiAccountJSON;
  content: string;
  text?: string | null;
  visibility: ApiVisibility;
  visibility_ex?: ApiVisibilityEx;
  limited_scope?: ApiLimitedScope | null;
  searchability?: ApiSearchability;
  sensitive: boolean;
  spoiler_text: string;
  media_attachments: ApiMediaAttachmentJSON[];
  application?: { name: string; website: string | null } | null;
  mentions: ApiMentionJSON[];
  tags: ApiTagJSON[];
  emojis: ApiCustomEmojiJSON[];
  reblogs_count: number;
  favourites_count: number;
  replies_count: number;
  quotes_count?: number;
  in_reply_to_id: string | null;
  in_reply_to_account_id: string | null;
  reblog: ApiStatusJSON | null;
  poll: ApiPollJSON | null;
  card: ApiPreviewCardJSON | null;
  language: string | null;
  markdown?: boolean;
  favourited?: boolean;
  reblogged?: boolean;
  muted?: boolean;
  bookmarked?: boolean;
  pinned?: boolean;
  filtered?: ApiFilterResultJSON[];
  emoji_reactions?: ApiEmojiReactionJSON[];
  emoji_reactions_count?: number;
  status_reference_ids?: string[];
  status_references_count?: number;
  status_referred_by_count?: number;
  /** Legacy kmyblue quote: the quoted status itself (carrying quote_muted); newer servers send ApiQuoteJSON. */
  quote?: ApiQuoteJSON | (ApiStatusJSON & { quote_muted?: boolean }) | null;
  quote_id?: string | null;
  quote_approval?: ApiQuoteApprovalJSON;
}

export interface ApiContextJSON {
  ancestors: ApiStatusJSON[];
  descendants: ApiStatusJSON[];
  references?: ApiStatusJSON[];
}

export interface ApiStatusSourceJSON {
  id: string;
  text: string;
  spoiler_text: string;
}

/** Body of POST /api/v1/statuses and PUT /api/v1/statuses/:id. */
export interface ApiStatusCreateBody {
  status?: string;
  in_reply_to_id?: string | null;
  media_ids?: string[];
  media_attributes?: { id: string; description?: string; focus?: string }[];
  sensitive?: boolean;
  spoiler_text?: string;
  markdown?: boolean;
  visibility?: string;
  searchability?: string;
  circle_id?: string | null;
  poll?: { options: string[]; expires_in: number; multiple?: boolean; hide_totals?: boolean };
  language?: string | null;
  quoted_status_id?: string | null;
  quote_id?: string | null;
  quote_approval_policy?: string;
  scheduled_at?: string | null;
}
