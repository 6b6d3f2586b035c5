/** The spec's numbers, with their units in the name. */
export const MOBILE_BREAKPOINT_PX = 630;
export const CALL_BATCH_DELAY_MS = 100;
export const RELATIONSHIP_BATCH_DELAY_MS = 500;
export const MARKER_THROTTLE_MS = 300_000;
export const SETTINGS_SAVE_THROTTLE_MS = 2_000;
export const AUTOCOMPLETE_DEBOUNCE_MS = 200;
export const PUBLISHED_ALERT_DISMISS_MS = 10_000;
export const TIMELINE_ITEMS_MAX = 40;
export const TIMELINE_ITEMS_TRIMMED = 20;
export const NOTIFICATION_GROUPS_AT_TOP_MAX = 50;
export const NOTIFICATION_GROUP_SAMPLE_ACCOUNTS_MAX = 8;
export const HOME_SUGGESTIONS_MIN_AGE_MS = 4 * 60 * 60 * 1000;
export const HOME_SUGGESTIONS_MIN_INDEX = 1;
export const SUGGESTIONS_LIMIT = 20;
export const TIMELINE_PAGE_LIMIT = 20;
/** Home reopened at the reader's place counts at most this many posts arrived since (Mastodon's largest page). */
export const HOME_ARRIVED_LIMIT = 40;
/** The reader's place in home is kept this long after the scroll stops. */
export const HOME_PLACE_WRITE_MS = 400;
/** An account's media timeline asks for 40 at a time. */
export const ACCOUNT_MEDIA_TIMELINE_LIMIT = 40;
/**
 * Items a windowed feed mounts per frame as they come near the screen: one, as a status
 * with its media costs most of a frame's budget on a slow phone (no long task while
 * scrolling).
 */
export const PROGRESSIVE_RENDER_STEP = 1;
/**
 * Streamed events are applied together, on a frame at least this long after the last batch:
 * at 50 posts a second that is a handful of store updates rather than one per post.
 */
export const STREAM_BATCH_MIN_INTERVAL_MS = 100;
/**
 * Streamed posts that only go to a timeline's pending posts (nothing on screen but their count
 * changes) are applied together at most once a second.
 */
export const STREAM_BATCH_QUIET_INTERVAL_MS = 1_000;
/** The "new posts" count shows a growing number at most twice a second. */
export const PENDING_COUNT_THROTTLE_MS = 500;
export const PARTIAL_TIMELINE_RETRY_MS = 3_000;
export const LOADING_BAR_UPDATE_MS = 400;
export const DEFAULT_PRIVACY = 'public';
export const DEFAULT_SEARCHABILITY = 'private';
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_QUOTE_POLICY = 'public';
export const OAUTH_SCOPES = 'read write follow push';
/** Emoji search default maximum. */
export const EMOJI_SEARCH_MAX_RESULTS = 75;
/** Frequently used emojis shown first in the picker. */
export const FREQUENTLY_USED_EMOJIS_SHOWN = 16;
/** Not in the spec: how long a notice such as 'Post deleted' or 'Link copied' stays. */
export const NOTICE_ALERT_DISMISS_MS = 5_000;
/** The mute modal's durations in seconds, as Mastodon's; 0 means indefinitely. */
export const MUTE_DURATIONS_S = [0, 300, 1_800, 3_600, 21_600, 86_400, 259_200, 604_800] as const;
export const DEFAULT_POLL_EXPIRY_S = 86_400;
export const POLL_EXPIRY_CHOICES_S = [300, 1800, 3600, 21600, 86400, 259200, 604800] as const;
export const UPLOAD_PERCENT_MAX = 100;
/** Media processing poll: log2(attempt) times this unit. */
export const MEDIA_PROCESSING_DELAY_UNIT_MS = 1_000;
export const ACCOUNT_SUGGESTIONS_MAX = 4;
export const HASHTAG_SUGGESTIONS_MAX = 4;
export const SEARCH_HISTORY_MAX = 4;
/** A search asks 11 of each kind first (the 11th only tells there are more), then 10 more. */
export const SEARCH_FIRST_LIMIT = 11;
export const SEARCH_EXPAND_LIMIT = 10;
export const EMOJI_SUGGESTIONS_MAX = 5;
export const COMPOSE_TAG_HISTORY_MAX = 1000;
/**
 * Not in the spec: above this many statuses in the store, the ones nothing refers to or shows
 * are dropped with their accounts, so a tab left open for days keeps a bounded store. A few
 * screens' worth: sweeps stay rare, and going back rarely has to load again.
 */
export const ENTITY_SWEEP_STATUSES_MAX = 600;
/** Not in the spec: how often at most the sweep looks (it walks every slice). */
export const ENTITY_SWEEP_CHECK_MS = 5_000;
/** Not in the spec: accounts found per search when adding members to a list or circle. */
export const COLLECTION_MEMBER_SEARCH_LIMIT = 10;
/** Not in the spec ("with a limit"): followed hashtags per page (Mastodon's web UI asks 100). */
export const FOLLOWED_TAGS_PAGE = 100;
/** Media players (SPEC §9): volume, steps, timers and the audio visualizer. */
export const PLAYER_DEFAULT_VOLUME = 0.5;
/** Unmuting from volume 0 sets this volume. */
export const PLAYER_UNMUTE_VOLUME = 0.05;
export const PLAYER_SKIP_S = 5;
export const PLAYER_VOLUME_STEP = 0.15;
export const PLAYER_DEFAULT_FRAME_RATE = 25;
export const PLAYER_CONTROLS_HIDE_MS = 4_000;
/** The window in which a second click makes a double click (and the single click waits). */
export const PLAYER_DOUBLE_CLICK_MS = 250;
/** The scroll-out check for picture-in-picture (a trailing throttle). */
export const PLAYER_SCROLL_CHECK_MS = 150;
/** A press that moves this far or more in total is a drag, not a click. */
export const PLAYER_CLICK_MOVE_MAX_PX = 5;
export const VISUALIZER_BANDS = 3;
export const VISUALIZER_TICK_MS = 15;
export const VISUALIZER_SMOOTHING = 0.6;
/** Not in the spec: home's first page kept per account for the next start-up's first paint. */
export const HOME_CACHE_STATUSES = 20;
/** Accounts whose home copy is kept (the least recently shown goes first). */
export const HOME_CACHE_ACCOUNTS_MAX = 3;
/** The home copy is written at most this often (and when the page is hidden). */
export const HOME_CACHE_WRITE_MS = 5_000;
