/** The account's posting defaults: how they are sent (update_credentials) and read back. */

/** What a default privacy may be: Mastodon's three and kmyblue's public_unlisted and login. */
export const DEFAULT_PRIVACY_VALUES = [
  'public',
  'public_unlisted',
  'login',
  'unlisted',
  'private',
] as const;
export type ApiDefaultPrivacy = (typeof DEFAULT_PRIVACY_VALUES)[number];

/** What a default searchability may be (kmyblue). */
export const DEFAULT_SEARCHABILITY_VALUES = [
  'public',
  'public_unlisted',
  'private',
  'direct',
  'limited',
] as const;
export type ApiDefaultSearchability = (typeof DEFAULT_SEARCHABILITY_VALUES)[number];

/** PATCH /api/v1/accounts/update_credentials: the `source` part (kmyblue adds searchability). */
export interface ApiCredentialsSourceBody {
  source: {
    privacy?: ApiDefaultPrivacy;
    sensitive?: boolean;
    language?: string;
    searchability?: ApiDefaultSearchability;
  };
}

/** GET /api/v1/preferences (kmyblue adds the searchability). */
export interface ApiPreferencesJSON {
  'posting:default:visibility': string;
  'posting:default:sensitive': boolean;
  'posting:default:language': string | null;
  'posting:default:searchability'?: string;
  'reading:expand:media': string;
  'reading:expand:spoilers': boolean;
}
