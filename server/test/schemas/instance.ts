/** Instance (v2) and V1::Instance, with the rules they carry. */
import { account } from './accounts';
import { arrayOf, bool, int, mapOf, nullable, object, optional, str } from './validate';

export const rule = object({ id: str('id'), text: str(), hint: str() });

const statusesConfig = object({
  max_characters: int,
  max_media_attachments: int,
  characters_reserved_per_url: int,
});

const mediaConfigV1 = {
  supported_mime_types: arrayOf(str()),
  image_size_limit: int,
  image_matrix_limit: int,
  video_size_limit: int,
  video_frame_rate_limit: int,
  video_matrix_limit: int,
};

const pollsConfig = object({
  max_options: int,
  max_characters_per_option: int,
  min_expiration: int,
  max_expiration: int,
});

export const instanceV2 = object({
  domain: str(),
  title: str(),
  version: str(),
  source_url: str('url'),
  description: str(),
  usage: object({ users: object({ active_month: int }) }),
  thumbnail: object({
    url: str('url'),
    blurhash: optional(nullable(str())),
    versions: optional(mapOf(str('url'))),
  }),
  icon: arrayOf(object({ src: str('url'), size: str() })),
  languages: arrayOf(str()),
  configuration: object({
    urls: object({
      streaming: str('url'),
      status: nullable(str('url')),
      about: str('url'),
      privacy_policy: nullable(str('url')),
      terms_of_service: nullable(str('url')),
    }),
    vapid: object({ public_key: str() }),
    accounts: object({ max_featured_tags: int, max_pinned_statuses: int }),
    statuses: statusesConfig,
    media_attachments: object({ ...mediaConfigV1, description_limit: int }),
    polls: pollsConfig,
    translation: object({ enabled: bool }),
  }),
  registrations: object({
    enabled: bool,
    approval_required: bool,
    message: nullable(str('html')),
    url: nullable(str('url')),
  }),
  api_versions: object({ mastodon: int }),
  contact: object({ email: str(), account: nullable(account) }),
  rules: arrayOf(rule),
});

export const instanceV1 = object({
  uri: str(),
  title: str(),
  short_description: str(),
  description: str(),
  email: str(),
  version: str(),
  urls: object({ streaming_api: str('url') }),
  stats: object({ user_count: int, status_count: int, domain_count: int }),
  thumbnail: nullable(str('url')),
  languages: arrayOf(str()),
  registrations: bool,
  approval_required: bool,
  invites_enabled: bool,
  configuration: object({
    accounts: object({ max_featured_tags: int }),
    statuses: statusesConfig,
    media_attachments: object(mediaConfigV1),
    polls: pollsConfig,
  }),
  contact_account: nullable(account),
  rules: arrayOf(rule),
});

export const extendedDescription = object({ updated_at: str('datetime'), content: str('html') });
export const privacyPolicy = extendedDescription;

export const termsOfService = object({
  effective_date: str('date'),
  effective: bool,
  content: str('html'),
  succeeded_by: nullable(str('date')),
});

export const domainBlock = object({
  domain: str(),
  digest: str(),
  severity: str(),
  comment: optional(str()),
});

export const activityWeek = object({
  week: str('unix'),
  statuses: str('numeric'),
  logins: str('numeric'),
  registrations: str('numeric'),
});
