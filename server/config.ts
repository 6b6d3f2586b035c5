/** The sandbox's fixed settings, in the units their names say. */

export const INSTANCE_TITLE = 'kmyblue sandbox';
export const INSTANCE_DESCRIPTION =
  'A local kmyblue-compatible server for demos and tests. Every account here is made up.';
/** kmyblue's version string shape: Mastodon base + kmyblue build metadata. */
export const INSTANCE_VERSION = '4.3.0+kmyblue.17.0';
/** What the server imitates: kmyblue, or vanilla Mastodon without kmyblue's additions. */
export const FLAVOURS = ['kmyblue', 'mastodon'] as const;
export type Flavour = (typeof FLAVOURS)[number];
/** The version a vanilla-Mastodon sandbox reports. */
export const MASTODON_VERSION = '4.3.0';

/** Lists per account, and the 422 beyond it (Mastodon's List::PER_ACCOUNT_LIMIT). */
export const LISTS_LIMIT = 50;
/** Circles per account; kmyblue reuses the lists' message. */
export const CIRCLES_LIMIT = 100;
export const LISTS_LIMIT_MESSAGE = 'You have reached the maximum number of lists';

/** kmyblue's antenna limits (Antenna::LIMIT and the per-antenna caps). */
export const ANTENNAS_LIMIT = 30;
export const ANTENNA_CAPS = {
  accounts: { include: 100, exclude: 100 },
  domains: { include: 20, exclude: 100 },
  tags: { include: 50, exclude: 50 },
  keywords: { include: 100, exclude: 100 },
} as const;
export const ANTENNA_KEYWORD_MIN_LENGTH = 2;

/** kmyblue's BookmarkCategory limit per account, and its message. */
export const BOOKMARK_CATEGORIES_LIMIT = 20;
export const BOOKMARK_CATEGORIES_LIMIT_MESSAGE = 'Bookmark category limit';

/**
 * The sandbox's own caps where Mastodon and kmyblue set none, so that no collection a person
 * fills grows without bound (each is far beyond honest use): filters per account, keywords
 * and statuses per filter, members of a list, circle or bookmark category, and the length of
 * a title, a filter keyword and an antenna condition.
 */
export const FILTERS_LIMIT = 100;
export const FILTER_KEYWORDS_LIMIT = 200;
export const FILTER_STATUSES_LIMIT = 1000;
export const COLLECTION_MEMBERS_LIMIT = 1000;
/** Hashtags followed and domains blocked by one reader (each a row per name the reader makes up). */
export const FOLLOWED_TAGS_LIMIT = 1000;
export const DOMAIN_BLOCKS_LIMIT = 1000;
export const TITLE_MAX_CHARS = 256;
export const KEYWORD_MAX_CHARS = 256;

export const CONTACT_EMAIL = 'admin@sandbox.invalid';

/** Every seeded account signs in with this password (see server/README.md). */
export const SEED_PASSWORD = 'password';
export const DEMO_USERNAME = 'demo';

export const MAX_STATUS_CHARS = 500;
export const URL_PLACEHOLDER_CHARS = 23;
export const MAX_MEDIA_ATTACHMENTS = 4;
/** kmyblue's configuration.emoji_reactions and reaction_deck limits (its defaults). */
export const EMOJI_REACTIONS_MAX_PER_ACCOUNT = 1;
export const EMOJI_REACTIONS_MAX = 1;
export const REACTION_DECK_MAX_EMOJIS = 16;

/** Uploads (Mastodon's defaults), in bytes and characters. */
export const IMAGE_SIZE_LIMIT_BYTES = 16_777_216;
export const VIDEO_SIZE_LIMIT_BYTES = 41_943_040;
export const MEDIA_DESCRIPTION_LIMIT = 1500;
/** Images up to this size are processed at once (200); bigger ones, video and audio answer 202. */
export const IMAGE_SYNC_LIMIT_BYTES = 262_144;
/** How long "processing" takes for media answered with 202. */
export const MEDIA_PROCESSING_MS = 2_000;

export const POLL_MAX_OPTIONS = 4;
export const POLL_MAX_CHARACTERS_PER_OPTION = 50;
export const POLL_MIN_EXPIRATION_S = 300;
export const POLL_MAX_EXPIRATION_S = 2_629_746;

export const TIMELINE_DEFAULT_LIMIT = 20;
export const TIMELINE_MAX_LIMIT = 40;
export const NOTIFICATIONS_DEFAULT_LIMIT = 40;
export const NOTIFICATIONS_MAX_LIMIT = 80;
export const ACCOUNTS_DEFAULT_LIMIT = 40;
export const ACCOUNTS_MAX_LIMIT = 80;
export const GROUP_SAMPLE_ACCOUNTS_MAX = 8;
/** Favourites and boosts of one status within this window share a notification group. */
export const NOTIFICATION_GROUP_WINDOW_SECONDS = 3600;

/**
 * How long GET /api/v1/instance and /api/v2/instance answers are kept: Mastodon's
 * render_with_cache keeps them 3 minutes, so their counts may lag that long there too.
 */
export const INSTANCE_CACHE_MS = 180_000;

/** Generous on purpose: tests and demos must never hit it. */
export const RATE_LIMIT_PER_WINDOW = 3000;
export const RATE_LIMIT_WINDOW_MS = 300_000;

export const AUTHORIZATION_CODE_TTL_MS = 600_000;
export const IDEMPOTENCY_TTL_MS = 3_600_000;

/** kmyblue's capability list with every optional feature switched on. */
export const FEDIBIRD_CAPABILITIES = [
  'enable_wide_emoji',
  'kmyblue_searchability',
  'searchability',
  'kmyblue_markdown',
  'kmyblue_reaction_deck',
  'kmyblue_visibility_login',
  'status_reference',
  'visibility_mutual',
  'visibility_limited',
  'kmyblue_limited_scope',
  'kmyblue_antenna',
  'kmyblue_bookmark_category',
  'kmyblue_quote',
  'kmyblue_searchability_limited',
  'kmyblue_circle_history',
  'kmyblue_list_notification',
  'kmyblue_server_features',
  'emoji_reaction',
  'enable_wide_emoji_reaction',
  'full_text_search',
  'kmyblue_visibility_public_unlisted',
  'kmyblue_searchability_public_unlisted',
];

export const SUPPORTED_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/heic',
  'image/heif',
  'image/webp',
  'image/avif',
  'video/webm',
  'video/mp4',
  'video/quicktime',
  'video/ogg',
  'audio/wave',
  'audio/wav',
  'audio/x-wav',
  'audio/x-pn-wave',
  'audio/vnd.wave',
  'audio/ogg',
  'audio/vorbis',
  'audio/mpeg',
  'audio/mp3',
  'audio/webm',
  'audio/flac',
  'audio/aac',
  'audio/m4a',
  'audio/x-m4a',
  'audio/mp4',
  'audio/3gpp',
  'video/x-ms-asf',
];

export const OAUTH_SCOPES = [
  'read',
  'write',
  'follow',
  'push',
  'profile',
  'admin:read',
  'admin:write',
  'read:accounts',
  'read:blocks',
  'read:bookmarks',
  'read:favourites',
  'read:filters',
  'read:follows',
  'read:lists',
  'read:mutes',
  'read:notifications',
  'read:search',
  'read:statuses',
  'write:accounts',
  'write:blocks',
  'write:bookmarks',
  'write:conversations',
  'write:favourites',
  'write:filters',
  'write:follows',
  'write:lists',
  'write:media',
  'write:mutes',
  'write:notifications',
  'write:reports',
  'write:statuses',
];

/** Mastodon's limit on profile images (avatar and header). */
export const PROFILE_IMAGE_LIMIT_BYTES = 8_388_608;

/** Mastodon's scheduled posts: at least 5 minutes ahead, 25 a day and 300 in all per account. */
export const SCHEDULE_MIN_OFFSET_MS = 5 * 60_000;
export const SCHEDULED_PER_DAY_LIMIT = 25;
export const SCHEDULED_TOTAL_LIMIT = 300;
export const SCHEDULED_DEFAULT_LIMIT = 20;
export const SCHEDULED_MAX_LIMIT = 40;
/** How often the publisher looks for scheduled posts that came due. */
export const SCHEDULE_CHECK_INTERVAL_MS = 1_000;
