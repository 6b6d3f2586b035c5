import type {
  ApiInstanceConfigurationJSON,
  ApiInstanceV1JSON,
  ApiInstanceV2JSON,
} from '../api/types';
import { safeHttpUrl } from '../lib/url';
import type { Instance, InstanceConfiguration } from './types';
import { reader, wireObject, type Wire, type WireKey } from './validate';

/** Mastodon's own limits, for a server that does not state its configuration. */
export const DEFAULT_INSTANCE_CONFIGURATION: InstanceConfiguration = {
  maxCharacters: 500,
  maxMediaAttachments: 4,
  charactersReservedPerUrl: 23,
  supportedMimeTypes: [],
  pollMaxOptions: 4,
  pollMaxCharactersPerOption: 50,
  pollMinExpiration: 300,
  pollMaxExpiration: 2_629_746,
  translationEnabled: false,
  streamingUrl: null,
  vapidPublicKey: null,
  emojiReactionsMax: null,
  emojiReactionsMaxPerAccount: null,
  reactionDeckMaxEmojis: null,
};

type Config = ApiInstanceConfigurationJSON;
type Section<K extends WireKey<Config>> = NonNullable<Config[K]>;

/** A block of the configuration; missing or not an object, an empty one. */
const section = <K extends WireKey<Config>>(
  config: Wire<Config> | null,
  key: K,
): Wire<Section<K>> => wireObject<Section<K>>(config?.[key]) ?? {};

const positiveOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

const positive = (value: unknown, fallback: number): number => positiveOrNull(value) ?? fallback;

/** ws(s) as given; http(s) becomes ws(s). Anything else is no streaming URL. */
export function streamingUrlOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const asHttp = value.replace(/^ws(s?):/i, 'http$1:');
  const url = safeHttpUrl(asHttp);
  return url ? url.replace(/^http(s?):/, 'ws$1:').replace(/\/$/, '') : null;
}

function configurationOf(
  config: Wire<Config> | null,
  fallbackMaxCharacters: unknown,
): InstanceConfiguration {
  const d = DEFAULT_INSTANCE_CONFIGURATION;
  const statuses = section(config, 'statuses');
  const media = section(config, 'media_attachments');
  const polls = section(config, 'polls');
  const reactions = section(config, 'emoji_reactions');
  const mimeTypes = media.supported_mime_types;
  const publicKey = section(config, 'vapid').public_key;
  return {
    maxCharacters: positive(
      statuses.max_characters,
      positive(fallbackMaxCharacters, d.maxCharacters),
    ),
    maxMediaAttachments: positive(statuses.max_media_attachments, d.maxMediaAttachments),
    charactersReservedPerUrl: positive(
      statuses.characters_reserved_per_url,
      d.charactersReservedPerUrl,
    ),
    supportedMimeTypes: Array.isArray(mimeTypes)
      ? mimeTypes.filter((m): m is string => typeof m === 'string')
      : [],
    pollMaxOptions: positive(polls.max_options, d.pollMaxOptions),
    pollMaxCharactersPerOption: positive(
      polls.max_characters_per_option,
      d.pollMaxCharactersPerOption,
    ),
    pollMinExpiration: positive(polls.min_expiration, d.pollMinExpiration),
    pollMaxExpiration: positive(polls.max_expiration, d.pollMaxExpiration),
    translationEnabled: section(config, 'translation').enabled === true,
    streamingUrl: streamingUrlOf(section(config, 'urls').streaming),
    vapidPublicKey: typeof publicKey === 'string' && publicKey ? publicKey : null,
    emojiReactionsMax:
      positiveOrNull(reactions.max_reactions) ??
      positiveOrNull(section(config, 'reactions').max_reactions),
    emojiReactionsMaxPerAccount: positiveOrNull(reactions.max_reactions_per_account),
    reactionDeckMaxEmojis: positiveOrNull(section(config, 'reaction_deck').max_emojis),
  };
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * GET /api/v2/instance, or the v1 shape (uri, max_toot_chars, urls.streaming_api) for
 * servers without v2. Capabilities are kmyblue's fedibird_capabilities, [] on vanilla.
 */
export function normaliseInstance(json: unknown): Instance {
  const r = reader<ApiInstanceV2JSON | ApiInstanceV1JSON>(json, 'Instance');
  const isV1 = typeof r.json.domain !== 'string' && typeof r.json.uri === 'string';
  const config = r.object('configuration');
  const configuration = configurationOf(config, r.json.max_toot_chars);
  const thumbnail = r.json.thumbnail;
  const thumbnailObject = wireObject<NonNullable<ApiInstanceV2JSON['thumbnail']>>(thumbnail);
  if (isV1) {
    const urls = wireObject<NonNullable<ApiInstanceV1JSON['urls']>>(r.json.urls);
    configuration.streamingUrl ??= streamingUrlOf(urls?.streaming_api);
  }
  return {
    domain: isV1
      ? r
          .string('uri')
          .replace(/^https?:\/\//, '')
          .replace(/\/.*$/, '')
      : r.string('domain'),
    title: r.stringOr('title', ''),
    version: r.stringOr('version', ''),
    description: isV1
      ? r.stringOr('short_description', '') || r.stringOr('description', '')
      : r.stringOr('description', ''),
    thumbnail: safeHttpUrl(thumbnailObject ? thumbnailObject.url : thumbnail),
    languages: stringsOf(r.json.languages),
    configuration,
    capabilities: stringsOf(r.json.fedibird_capabilities),
  };
}
