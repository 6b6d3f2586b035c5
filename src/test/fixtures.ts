import type {
  ApiPollJSON,
  ApiAccountJSON,
  ApiAntennaJSON,
  ApiInstanceV2JSON,
  ApiPreviewCardJSON,
  ApiRelationshipJSON,
  ApiStatusJSON,
} from '../api/types';

let seq = 1000;
const nextId = () => String((seq += 1));

export function accountJSON(overrides: Partial<ApiAccountJSON> = {}): ApiAccountJSON {
  const id = overrides.id ?? nextId();
  const username = overrides.username ?? `user${id}`;
  return {
    id,
    username,
    acct: username,
    display_name: `User ${id}`,
    locked: false,
    bot: false,
    discoverable: true,
    group: false,
    created_at: '2026-01-01T00:00:00.000Z',
    note: '<p>Hello</p>',
    url: `https://sandbox.example/@${username}`,
    uri: `https://sandbox.example/users/${username}`,
    avatar: 'https://sandbox.example/avatar.png',
    avatar_static: 'https://sandbox.example/avatar.png',
    header: 'https://sandbox.example/header.png',
    header_static: 'https://sandbox.example/header.png',
    followers_count: 10,
    following_count: 5,
    statuses_count: 3,
    last_status_at: '2026-01-02',
    emojis: [],
    fields: [],
    ...overrides,
  };
}

export function relationshipJSON(
  id: string,
  overrides: Partial<ApiRelationshipJSON> = {},
): ApiRelationshipJSON {
  return {
    id,
    following: false,
    showing_reblogs: false,
    notifying: false,
    languages: null,
    followed_by: false,
    blocking: false,
    blocked_by: false,
    muting: false,
    muting_notifications: false,
    requested: false,
    requested_by: false,
    domain_blocking: false,
    endorsed: false,
    note: '',
    ...overrides,
  };
}

export function statusJSON(overrides: Partial<ApiStatusJSON> = {}): ApiStatusJSON {
  const id = overrides.id ?? nextId();
  const account = overrides.account ?? accountJSON();
  return {
    id,
    uri: `https://sandbox.example/statuses/${id}`,
    url: `https://sandbox.example/@${account.acct}/${id}`,
    created_at: new Date(Date.now() - 60_000).toISOString(),
    account,
    content: `<p>Post ${id}</p>`,
    visibility: 'public',
    sensitive: false,
    spoiler_text: '',
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    reblogs_count: 0,
    favourites_count: 0,
    replies_count: 0,
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: null,
    poll: null,
    card: null,
    language: 'en',
    favourited: false,
    reblogged: false,
    bookmarked: false,
    muted: false,
    ...overrides,
  };
}

/** A plain link card. */
export function cardJSON(overrides: Partial<ApiPreviewCardJSON> = {}): ApiPreviewCardJSON {
  return {
    url: 'https://news.example/a',
    title: 'News',
    description: '',
    type: 'link',
    author_name: '',
    author_url: '',
    provider_name: '',
    provider_url: '',
    html: '',
    width: 0,
    height: 0,
    image: null,
    embed_url: '',
    blurhash: null,
    ...overrides,
  };
}

export function instanceJSON(overrides: Partial<ApiInstanceV2JSON> = {}): ApiInstanceV2JSON {
  return {
    domain: 'sandbox.example',
    title: 'Sandbox',
    version: '4.3.0+kmyblue',
    description: 'A test server',
    configuration: {
      urls: { streaming: 'wss://sandbox.example' },
      statuses: { max_characters: 500, max_media_attachments: 4, characters_reserved_per_url: 23 },
      polls: {
        max_options: 4,
        max_characters_per_option: 50,
        min_expiration: 300,
        max_expiration: 2629746,
      },
    },
    fedibird_capabilities: ['emoji_reaction', 'kmyblue_antenna', 'kmyblue_circle_history'],
    ...overrides,
  };
}

/** kmyblue's antenna (kmyblue-api.md §9.3): a condition antenna into its own timeline. */
export function antennaJSON(overrides: Partial<ApiAntennaJSON> = {}): ApiAntennaJSON {
  return {
    id: '7',
    title: 'Cats',
    stl: false,
    ltl: false,
    insert_feeds: false,
    with_media_only: false,
    ignore_reblog: false,
    accounts_count: 0,
    domains_count: 0,
    tags_count: 0,
    keywords_count: 0,
    list: null,
    ...overrides,
  };
}

/** A two-option poll: Cats and Dogs, one vote each. */
export function pollJSON(over: Partial<ApiPollJSON> = {}): ApiPollJSON {
  return {
    id: 'p1',
    expires_at: null,
    expired: false,
    multiple: false,
    votes_count: 2,
    voters_count: null,
    voted: false,
    own_votes: [],
    options: [
      { title: 'Cats', votes_count: 1 },
      { title: 'Dogs', votes_count: 1 },
    ],
    emojis: [],
    ...over,
  };
}
