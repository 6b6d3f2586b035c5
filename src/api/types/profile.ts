/** Request bodies of profile editing and what a reader keeps about an account. */
import type { ApiProfileOtherSetting } from './accounts';

/** Mastodon keeps four profile fields. */
export const PROFILE_FIELDS_MAX = 4;

export interface ApiProfileFieldBody {
  name: string;
  value: string;
}

/**
 * PATCH /api/v1/accounts/update_credentials (multipart): the profile part. An absent key keeps
 * what is there; `fields_attributes` replaces every field.
 */
export interface ApiCredentialsProfileBody<F = Blob> {
  display_name?: string;
  note?: string;
  avatar?: F;
  header?: F;
  locked?: boolean;
  bot?: boolean;
  discoverable?: boolean;
  indexable?: boolean;
  hide_collections?: boolean;
  fields_attributes?: ApiProfileFieldBody[];
  other_settings?: Partial<Record<ApiProfileOtherSetting, boolean>>;
}

/** POST /api/v1/accounts/:id/note: an empty comment deletes the note. */
export interface ApiAccountNoteBody {
  comment?: string;
}
