/** Account, CredentialAccount, Relationship, CustomEmoji and Role (docs.joinmastodon.org/entities). */
import {
  arrayOf,
  bool,
  int,
  nullable,
  object,
  oneOf,
  optional,
  str,
  type Schema,
} from './validate';

export const VISIBILITIES = ['public', 'unlisted', 'private', 'direct'] as const;

export const customEmoji = object({
  shortcode: str(),
  url: str('url'),
  static_url: str('url'),
  visible_in_picker: bool,
  category: optional(nullable(str())),
});

export const field = object({
  name: str(),
  // Escaped text with links made into anchors: HTML, though often without a tag.
  value: str(),
  verified_at: nullable(str('datetime')),
});

export const role = object({ id: str(), name: str(), color: str() });

function accountProperties(): Record<string, Schema> {
  return {
    id: str('id'),
    username: str(),
    acct: str(),
    url: str('url'),
    uri: str('url'),
    display_name: str(),
    note: str('html'),
    avatar: str('url'),
    avatar_static: str('url'),
    header: str('url'),
    header_static: str('url'),
    locked: bool,
    fields: arrayOf(field),
    emojis: arrayOf(customEmoji),
    bot: bool,
    group: bool,
    discoverable: nullable(bool),
    noindex: optional(nullable(bool)),
    // Sent only when there is a new account, when in memoriam, suspended or limited.
    moved: optional(nullable(object({ id: str('id'), acct: str() }))),
    memorial: optional(bool),
    suspended: optional(bool),
    limited: optional(bool),
    created_at: str('datetime'),
    last_status_at: nullable(str('date')),
    statuses_count: int,
    followers_count: int,
    following_count: int,
    roles: arrayOf(role),
    indexable: bool,
    hide_collections: nullable(bool),
  };
}

export const account = object(accountProperties());

export const credentialAccount = object({
  ...accountProperties(),
  source: object({
    note: str(),
    fields: arrayOf(object({ name: str(), value: str(), verified_at: nullable(str('datetime')) })),
    privacy: oneOf(VISIBILITIES),
    sensitive: bool,
    language: nullable(str()),
    follow_requests_count: int,
    hide_collections: nullable(bool),
    discoverable: nullable(bool),
    indexable: bool,
    attribution_domains: arrayOf(str()),
  }),
  role: object({ id: str(), name: str(), color: str(), permissions: str() }),
});

export const relationship = object({
  id: str('id'),
  following: bool,
  showing_reblogs: bool,
  notifying: bool,
  languages: nullable(arrayOf(str())),
  followed_by: bool,
  blocking: bool,
  blocked_by: bool,
  muting: bool,
  muting_notifications: bool,
  requested: bool,
  requested_by: bool,
  domain_blocking: bool,
  endorsed: bool,
  note: str(),
});
