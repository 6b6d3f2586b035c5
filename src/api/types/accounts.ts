/** Accounts exactly as Mastodon and kmyblue send them. */
import type { ApiCustomEmojiJSON } from './customEmoji';

export interface ApiAccountFieldJSON {
  name: string;
  value: string;
  verified_at: string | null;
}

export interface ApiAccountRoleJSON {
  id: string;
  name: string;
  color: string;
}

/**
 * kmyblue's other_settings switches an owner may turn on from a profile editor (the sandbox
 * takes them in update_credentials as `other_settings[...]`; hide_network is Mastodon's
 * hide_collections, sent as that).
 */
export const PROFILE_OTHER_SETTINGS = [
  'noindex',
  'hide_statuses_count',
  'hide_following_count',
  'hide_followers_count',
] as const;
export type ApiProfileOtherSetting = (typeof PROFILE_OTHER_SETTINGS)[number];

export interface ApiAccountOtherSettingsJSON {
  noindex?: boolean;
  hide_network?: boolean;
  hide_followers_count?: boolean;
  hide_following_count?: boolean;
  hide_statuses_count?: boolean;
  translatable_private?: boolean;
  link_preview?: boolean;
  allow_quote?: boolean;
  emoji_reaction_policy?: string;
  subscription_policy?: string;
}

export interface ApiAccountServerFeaturesJSON {
  circle?: boolean;
  emoji_reaction?: boolean;
  status_reference?: boolean;
  legacy_quote?: boolean;
}

export interface ApiAccountJSON {
  id: string;
  username: string;
  acct: string;
  display_name: string;
  locked: boolean;
  bot: boolean;
  discoverable: boolean | null;
  indexable?: boolean;
  group: boolean;
  noindex?: boolean;
  created_at: string;
  note: string;
  url: string;
  uri?: string;
  avatar: string;
  avatar_static: string;
  header: string;
  header_static: string;
  followers_count: number;
  following_count: number;
  statuses_count: number;
  last_status_at: string | null;
  hide_collections?: boolean | null;
  emojis: ApiCustomEmojiJSON[];
  fields: ApiAccountFieldJSON[];
  roles?: ApiAccountRoleJSON[];
  moved?: ApiAccountJSON | null;
  suspended?: boolean;
  limited?: boolean;
  memorial?: boolean;
  mute_expires_at?: string | null;
  other_settings?: ApiAccountOtherSettingsJSON;
  server_features?: ApiAccountServerFeaturesJSON;
  subscribable?: boolean;
}

/** The posting defaults verify_credentials sends; searchability is kmyblue's. */
export interface ApiCredentialSourceJSON {
  privacy: string;
  sensitive: boolean;
  language: string | null;
  note: string;
  fields: ApiAccountFieldJSON[];
  searchability?: string;
  quote_policy?: string;
  /** Pending requests to follow the account (Mastodon's credential source). */
  follow_requests_count?: number;
  hide_collections?: boolean | null;
  discoverable?: boolean | null;
  indexable?: boolean;
  /** Mastodon 4.4: websites allowed to credit the account. */
  attribution_domains?: string[];
}

/** verify_credentials adds the source block and the role with permissions. */
export interface ApiCredentialAccountJSON extends ApiAccountJSON {
  source?: ApiCredentialSourceJSON;
  role?: ApiAccountRoleJSON & { permissions: string };
}

/** GET /api/v2/suggestions: an account and why it is suggested. */
export interface ApiSuggestionJSON {
  source: string;
  sources?: string[];
  account: ApiAccountJSON;
}

/** GET /api/v1/accounts/familiar_followers: per account asked, the followers the reader follows. */
export interface ApiFamiliarFollowersJSON {
  id: string;
  accounts: ApiAccountJSON[];
}

export interface ApiRelationshipJSON {
  id: string;
  following: boolean;
  showing_reblogs: boolean;
  notifying: boolean;
  languages: string[] | null;
  followed_by: boolean;
  blocking: boolean;
  blocked_by: boolean;
  muting: boolean;
  muting_notifications: boolean;
  requested: boolean;
  requested_by: boolean;
  domain_blocking: boolean;
  endorsed: boolean;
  note: string;
}

/** GET /api/v1/directory's orders: the recently active first, or the newest accounts. */
export const DIRECTORY_ORDERS = ['active', 'new'] as const;
export type ApiDirectoryOrder = (typeof DIRECTORY_ORDERS)[number];
