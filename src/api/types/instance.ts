import type { ApiAccountJSON } from './accounts';

export interface ApiInstanceConfigurationJSON {
  urls?: {
    streaming?: string;
    status?: string | null;
    about?: string | null;
    privacy_policy?: string | null;
    terms_of_service?: string | null;
  };
  accounts?: { max_featured_tags?: number; max_pinned_statuses?: number };
  statuses?: {
    max_characters?: number;
    max_media_attachments?: number;
    characters_reserved_per_url?: number;
  };
  media_attachments?: {
    supported_mime_types?: string[];
    image_size_limit?: number;
    image_matrix_limit?: number;
    video_size_limit?: number;
    video_frame_rate_limit?: number;
    video_matrix_limit?: number;
    description_limit?: number;
  };
  polls?: {
    max_options?: number;
    max_characters_per_option?: number;
    min_expiration?: number;
    max_expiration?: number;
  };
  translation?: { enabled?: boolean };
  vapid?: { public_key?: string };
  emoji_reactions?: {
    max_reactions?: number;
    max_reactions_per_account?: number;
    max_reactions_per_remote_account?: number;
  };
  reaction_deck?: { max_emojis?: number };
  reactions?: { max_reactions?: number };
}

/** GET /api/v2/instance. */
export interface ApiInstanceV2JSON {
  domain: string;
  title: string;
  version: string;
  source_url?: string;
  description: string;
  usage?: { users?: { active_month?: number } };
  thumbnail?: { url: string } | null;
  languages?: string[];
  configuration?: ApiInstanceConfigurationJSON;
  registrations?: {
    enabled: boolean;
    approval_required: boolean;
    message: string | null;
    url?: string | null;
  };
  contact?: { email: string; account: ApiAccountJSON | null };
  rules?: { id: string; text: string; hint?: string }[];
  api_versions?: Record<string, number>;
  /** kmyblue and Fedibird capabilities; absent on vanilla Mastodon. */
  fedibird_capabilities?: string[];
}

/**
 * GET /api/v1/instance, for servers without v2: the same configuration, the capabilities,
 * and the older fields the client falls back to.
 */
export interface ApiInstanceV1JSON {
  uri: string;
  title: string;
  short_description?: string;
  description: string;
  email?: string;
  version: string;
  urls?: { streaming_api?: string };
  thumbnail?: string | null;
  languages?: string[];
  configuration?: ApiInstanceConfigurationJSON;
  /** Pleroma and Fedibird state the character limit here. */
  max_toot_chars?: number;
  contact_account?: ApiAccountJSON | null;
  fedibird_capabilities?: string[];
}

export interface ApiMarkerJSON {
  last_read_id: string;
  version: number;
  updated_at: string;
}

export type ApiMarkersJSON = Partial<Record<'home' | 'notifications', ApiMarkerJSON>>;
