import type {
  ApiAccountJSON,
  ApiInstanceConfigurationJSON,
  ApiInstanceV2JSON,
} from '../../src/api/types';
import {
  CONTACT_EMAIL,
  EMOJI_REACTIONS_MAX,
  EMOJI_REACTIONS_MAX_PER_ACCOUNT,
  REACTION_DECK_MAX_EMOJIS,
  FEDIBIRD_CAPABILITIES,
  INSTANCE_DESCRIPTION,
  INSTANCE_TITLE,
  INSTANCE_VERSION,
  MASTODON_VERSION,
  type Flavour,
  IMAGE_SIZE_LIMIT_BYTES,
  MAX_MEDIA_ATTACHMENTS,
  MAX_STATUS_CHARS,
  MEDIA_DESCRIPTION_LIMIT,
  POLL_MAX_CHARACTERS_PER_OPTION,
  POLL_MAX_EXPIRATION_S,
  POLL_MAX_OPTIONS,
  POLL_MIN_EXPIRATION_S,
  SUPPORTED_MIME_TYPES,
  URL_PLACEHOLDER_CHARS,
  VIDEO_SIZE_LIMIT_BYTES,
} from '../config';
import { RULES } from '../db/seedAbout';
import { streamingOrigin } from '../http/origin';

const POLLS = {
  max_options: POLL_MAX_OPTIONS,
  max_characters_per_option: POLL_MAX_CHARACTERS_PER_OPTION,
  min_expiration: POLL_MIN_EXPIRATION_S,
  max_expiration: POLL_MAX_EXPIRATION_S,
};

const MEDIA = {
  supported_mime_types: SUPPORTED_MIME_TYPES,
  image_size_limit: IMAGE_SIZE_LIMIT_BYTES,
  image_matrix_limit: 33177600,
  video_size_limit: VIDEO_SIZE_LIMIT_BYTES,
  video_frame_rate_limit: 120,
  video_matrix_limit: 8294400,
  description_limit: MEDIA_DESCRIPTION_LIMIT,
};

/** `vapidKey`: this server's VAPID public key (state.vapid), what push subscriptions use. */
export function configuration(
  origin: string,
  vapidKey: string,
): ApiInstanceConfigurationJSON & Record<string, unknown> {
  return {
    // The client's /about page shows the server's description, rules and policies together.
    urls: {
      streaming: streamingOrigin(origin),
      status: null,
      about: `${origin}/about`,
      privacy_policy: null,
      terms_of_service: null,
    },
    vapid: { public_key: vapidKey },
    accounts: { max_featured_tags: 10, max_pinned_statuses: 5 },
    statuses: {
      max_characters: MAX_STATUS_CHARS,
      max_media_attachments: MAX_MEDIA_ATTACHMENTS,
      characters_reserved_per_url: URL_PLACEHOLDER_CHARS,
    },
    media_attachments: MEDIA,
    polls: POLLS,
    translation: { enabled: true },
    emoji_reactions: {
      max_reactions: EMOJI_REACTIONS_MAX,
      max_reactions_per_account: EMOJI_REACTIONS_MAX_PER_ACCOUNT,
      max_reactions_per_remote_account: EMOJI_REACTIONS_MAX_PER_ACCOUNT,
    },
    reaction_deck: { max_emojis: REACTION_DECK_MAX_EMOJIS },
    reactions: { max_reactions: EMOJI_REACTIONS_MAX },
    search: { enabled: true },
  };
}

export function instanceV2JSON(
  origin: string,
  host: string,
  contact: ApiAccountJSON | null,
  activeUsers: number,
  vapidKey: string,
): ApiInstanceV2JSON & Record<string, unknown> {
  return {
    domain: host,
    title: INSTANCE_TITLE,
    version: INSTANCE_VERSION,
    source_url: 'https://github.com/kmycode/mastodon',
    description: INSTANCE_DESCRIPTION,
    usage: { users: { active_month: activeUsers } },
    thumbnail: { url: `${origin}/system/defaults/thumbnail.svg` },
    icon: [],
    languages: ['en'],
    configuration: configuration(origin, vapidKey),
    registrations: { enabled: false, approval_required: false, message: null, url: null },
    contact: { email: CONTACT_EMAIL, account: contact },
    rules: RULES,
    api_versions: { mastodon: 2 },
    fedibird_capabilities: FEDIBIRD_CAPABILITIES,
  };
}

/** The older /api/v1/instance shape, which still carries the kmyblue capability list. */
export function instanceV1JSON(
  origin: string,
  host: string,
  contact: ApiAccountJSON | null,
  stats: { users: number; statuses: number },
  vapidKey: string,
): Record<string, unknown> {
  const config = configuration(origin, vapidKey);
  return {
    uri: host,
    title: INSTANCE_TITLE,
    short_description: INSTANCE_DESCRIPTION,
    description: INSTANCE_DESCRIPTION,
    email: CONTACT_EMAIL,
    version: INSTANCE_VERSION,
    urls: { streaming_api: streamingOrigin(origin) },
    stats: { user_count: stats.users, status_count: stats.statuses, domain_count: 0 },
    thumbnail: `${origin}/system/defaults/thumbnail.svg`,
    languages: ['en'],
    registrations: false,
    approval_required: false,
    invites_enabled: false,
    configuration: {
      accounts: config.accounts,
      statuses: config.statuses,
      media_attachments: MEDIA,
      polls: POLLS,
      emoji_reactions: config.emoji_reactions,
      reaction_deck: config.reaction_deck,
      reactions: config.reactions,
    },
    contact_account: contact,
    vapid_key: vapidKey,
    rules: RULES,
    fedibird_capabilities: FEDIBIRD_CAPABILITIES,
    api_versions: { mastodon: 2 },
  };
}

/** kmyblue's own configuration blocks, absent from vanilla Mastodon. */
const KMYBLUE_CONFIGURATION = ['emoji_reactions', 'reaction_deck', 'reactions'];

/**
 * The instance JSON for the server's flavour: kmyblue adds its API version; vanilla Mastodon
 * reports a plain version and has no capability list nor kmyblue configuration.
 */
export function flavouredInstance(
  json: Record<string, unknown>,
  flavour: Flavour,
): Record<string, unknown> {
  if (flavour === 'kmyblue') return { ...json, api_versions: { mastodon: 2, kmyblue: 1 } };
  const { fedibird_capabilities: _capabilities, configuration: config, ...rest } = json;
  const configuration = Object.fromEntries(
    Object.entries(config as Record<string, unknown>).filter(
      ([key]) => !KMYBLUE_CONFIGURATION.includes(key),
    ),
  );
  return {
    ...rest,
    version: MASTODON_VERSION,
    source_url: 'https://github.com/mastodon/mastodon',
    configuration,
    api_versions: { mastodon: 2 },
  };
}
