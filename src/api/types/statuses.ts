/** Statuses exactly as Mastodon and kmyblue send them. */
import type { ApiAccountJSON } from './accounts';
import type { ApiCustomEmojiJSON } from './customEmoji';
import type { ApiFilterResultJSON } from './filters';
import type { ApiMediaAttachmentJSON } from './media';
import type { ApiPollJSON } from './polls';

/** Mastodon's visibility; kmyblue masks its own values here for older clients. */
export type ApiVisibility = 'public' | 'unlisted' | 'private' | 'direct';
/** kmyblue's real visibility (visibility_ex). */
export type ApiVisibilityEx = ApiVisibility | 'limited' | 'public_unlisted' | 'login';
export type ApiSearchability =
  'public' | 'private' | 'direct' | 'limited' | 'public_unlisted' | 'unsupported';
export type ApiLimitedScope = 'mutual' | 'circle' | 'personal' | 'reply';

export interface ApiMentionJSON {
  id: string;
  username: string;
  url: string;
  acct: string;
}

export interface ApiTagJSON {
  name: string;
  url: string;
}

export interface ApiPreviewCardAuthorJSON {
  name: string;
  url: string;
  account: ApiAccountJSON | null;
}

export interface ApiPreviewCardJSON {
  url: string;
  title: string;
  description: string;
  language?: string | null;
  type: 'link' | 'photo' | 'video' | 'rich';
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

export type ApiQuoteState =
  | 'pending'
  | 'accepted'
  | 'rejected'
  | 'revoked'
  | 'deleted'
  | 'unauthorized'
  | 'blocked_account'
  | 'blocked_domain'
  | 'muted_account';

/** Mastodon 4.4+ quote wrapper. */
export interface ApiQuoteJSON {
  state: ApiQuoteState;
  quoted_status?: ApiStatusJSON | null;
  quoted_status_id?: string | null;
}

export interface ApiQuoteApprovalJSON {
  automatic: string[];
  manual: string[];
  current_user: 'automatic' | 'manual' | 'denied' | 'unknown';
}

export interface ApiTranslationJSON {
  content: string;
  spoiler_text: string;
  detected_source_language: string;
  provider: string;
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
