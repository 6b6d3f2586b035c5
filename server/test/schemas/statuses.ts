/** Status and what it holds: MediaAttachment, Poll, PreviewCard, Tag, Mention, Application. */
import { account, customEmoji, VISIBILITIES } from './accounts';
import {
  alwaysNull,
  anything,
  arrayOf,
  bool,
  int,
  mapOf,
  nullable,
  object,
  oneOf,
  optional,
  str,
  type Schema,
} from './validate';

export const tagHistory = object({
  day: str('unix'),
  uses: str('numeric'),
  accounts: str('numeric'),
});

export const tag = object({
  name: str(),
  url: str('url'),
  history: arrayOf(tagHistory),
  following: optional(bool),
});

export const mediaAttachment = object({
  id: str('id'),
  type: oneOf(['unknown', 'image', 'gifv', 'video', 'audio']),
  url: nullable(str('url')),
  preview_url: nullable(str('url')),
  remote_url: nullable(str('url')),
  meta: mapOf(anything),
  description: nullable(str()),
  blurhash: nullable(str()),
});

export const poll = object({
  id: str('id'),
  expires_at: nullable(str('datetime')),
  expired: bool,
  multiple: bool,
  votes_count: int,
  voters_count: nullable(int),
  options: arrayOf(object({ title: str(), votes_count: nullable(int) })),
  emojis: arrayOf(customEmoji),
  voted: optional(bool),
  own_votes: optional(arrayOf(int)),
});

export const previewCard = object({
  url: str('url'),
  title: str(),
  description: str(),
  type: oneOf(['link', 'photo', 'video', 'rich']),
  authors: arrayOf(
    object({ name: str(), url: str(), account: nullable(object({ id: str('id') })) }),
  ),
  author_name: str(),
  author_url: str(),
  provider_name: str(),
  provider_url: str(),
  html: str(),
  width: int,
  height: int,
  image: nullable(str('url')),
  embed_url: str(),
  blurhash: nullable(str()),
});

export const application = object({
  name: str(),
  website: optional(nullable(str())),
});

const mention = object({ id: str('id'), username: str(), url: str('url'), acct: str() });

const filterResult = object({
  filter: object({ id: str('id'), title: str() }),
  keyword_matches: nullable(arrayOf(str())),
  status_matches: nullable(arrayOf(str('id'))),
});

function statusProperties(): Record<string, Schema> {
  return {
    id: str('id'),
    uri: str('url'),
    created_at: str('datetime'),
    account,
    content: str('html'),
    visibility: oneOf(VISIBILITIES),
    sensitive: bool,
    spoiler_text: str(),
    media_attachments: arrayOf(mediaAttachment),
    application: optional(nullable(application)),
    mentions: arrayOf(mention),
    tags: arrayOf(object({ name: str(), url: str('url') })),
    emojis: arrayOf(customEmoji),
    reblogs_count: int,
    favourites_count: int,
    replies_count: int,
    url: nullable(str('url')),
    in_reply_to_id: nullable(str('id')),
    in_reply_to_account_id: nullable(str('id')),
    poll: nullable(poll),
    card: nullable(previewCard),
    language: nullable(str()),
    edited_at: nullable(str('datetime')),
    favourited: optional(bool),
    reblogged: optional(bool),
    muted: optional(bool),
    bookmarked: optional(bool),
    pinned: optional(bool),
    filtered: optional(arrayOf(filterResult)),
  };
}

/** A status whose `reblog` is null or a status without a further reblog. */
export const status = object({
  ...statusProperties(),
  reblog: nullable(object({ ...statusProperties(), reblog: alwaysNull })),
});

export const context = object({ ancestors: arrayOf(status), descendants: arrayOf(status) });

export const search = object({
  accounts: arrayOf(account),
  statuses: arrayOf(status),
  hashtags: arrayOf(tag),
});
