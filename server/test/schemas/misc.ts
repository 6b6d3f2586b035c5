/**
 * Notification, Filter (v2), List, Marker, Conversation, Announcement, Preferences,
 * Application and Report.
 */
import { account, customEmoji, VISIBILITIES } from './accounts';
import { status } from './statuses';
import { arrayOf, bool, int, mapOf, nullable, object, oneOf, optional, str } from './validate';

export const notification = object({
  id: str('id'),
  type: str(),
  group_key: str(),
  created_at: str('datetime'),
  account,
  status: optional(nullable(status)),
  report: optional(nullable(object({ id: str('id') }))),
});

export const filter = object({
  id: str('id'),
  title: str(),
  context: arrayOf(oneOf(['home', 'notifications', 'public', 'thread', 'account'])),
  expires_at: nullable(str('datetime')),
  filter_action: oneOf(['warn', 'hide', 'blur']),
  keywords: arrayOf(object({ id: str('id'), keyword: str(), whole_word: bool })),
  statuses: arrayOf(object({ id: str('id'), status_id: str('id') })),
});

export const list = object({
  id: str('id'),
  title: str(),
  replies_policy: oneOf(['followed', 'list', 'none']),
  exclusive: bool,
});

export const marker = object({
  last_read_id: str('id'),
  version: int,
  updated_at: str('datetime'),
});

export const markers = mapOf(marker);

export const conversation = object({
  id: str('id'),
  unread: bool,
  accounts: arrayOf(account),
  last_status: nullable(status),
});

export const announcement = object({
  id: str('id'),
  content: str('html'),
  starts_at: nullable(str('datetime')),
  ends_at: nullable(str('datetime')),
  published: bool,
  all_day: bool,
  published_at: str('datetime'),
  updated_at: str('datetime'),
  read: optional(bool),
  mentions: arrayOf(object({ id: str('id'), username: str(), url: str('url'), acct: str() })),
  statuses: arrayOf(object({ id: str('id'), url: str('url') })),
  tags: arrayOf(object({ name: str(), url: str('url') })),
  emojis: arrayOf(customEmoji),
  reactions: arrayOf(
    object({
      name: str(),
      count: int,
      me: optional(bool),
      url: optional(str('url')),
      static_url: optional(str('url')),
    }),
  ),
});

export const preferences = object({
  'posting:default:visibility': oneOf(VISIBILITIES),
  'posting:default:sensitive': bool,
  'posting:default:language': nullable(str()),
  'reading:expand:media': oneOf(['default', 'show_all', 'hide_all']),
  'reading:expand:spoilers': bool,
});

const applicationProperties = {
  name: str(),
  website: nullable(str()),
  scopes: arrayOf(str()),
  redirect_uri: str(),
  redirect_uris: arrayOf(str()),
  vapid_key: str(),
};

export const application = object(applicationProperties);

export const credentialApplication = object({
  ...applicationProperties,
  id: str('id'),
  client_id: str(),
  client_secret: str(),
  client_secret_expires_at: int,
});

export const report = object({
  id: str('id'),
  action_taken: bool,
  action_taken_at: nullable(str('datetime')),
  category: oneOf(['spam', 'legal', 'violation', 'other']),
  comment: str(),
  forwarded: bool,
  created_at: str('datetime'),
  status_ids: nullable(arrayOf(str('id'))),
  rule_ids: nullable(arrayOf(str('id'))),
  target_account: account,
});
