/** The profile editor's form: filled from the account and its source, and what it sends. */
import {
  PROFILE_FIELDS_MAX,
  PROFILE_OTHER_SETTINGS,
  type ProfileOtherSetting,
} from '../../entities/values';
import type { Account, ProfileChanges, ProfileSource } from '../../entities/types';

export interface ProfileForm {
  displayName: string;
  note: string;
  /** Always PROFILE_FIELDS_MAX rows; blank ones are empty fields. */
  fields: { name: string; value: string }[];
  locked: boolean;
  bot: boolean;
  discoverable: boolean;
  indexable: boolean;
  hideCollections: boolean;
  otherSettings: Record<ProfileOtherSetting, boolean>;
}

export function profileFormOf(account: Account, source: ProfileSource): ProfileForm {
  const fields = Array.from(
    { length: PROFILE_FIELDS_MAX },
    (_, i) => source.fields[i] ?? { name: '', value: '' },
  );
  const settings = account.otherSettings;
  return {
    // The stored display name falls back to the username; an empty one is what the owner wrote.
    displayName: account.displayName === account.username ? '' : account.displayName,
    note: source.note,
    fields,
    locked: account.locked,
    bot: account.bot,
    discoverable: account.discoverable,
    indexable: account.indexable,
    hideCollections: account.hideCollections,
    otherSettings: {
      noindex: settings.noindex,
      hide_statuses_count: settings.hideStatusesCount,
      hide_following_count: settings.hideFollowingCount,
      hide_followers_count: settings.hideFollowersCount,
    },
  };
}

/**
 * Everything the form holds goes (so a cleared field clears), plus new images; kmyblue's
 * switches only to kmyblue.
 */
export function profileChangesOf(
  form: ProfileForm,
  images: { avatar: Blob | null; header: Blob | null },
  isKmyblue: boolean,
): ProfileChanges {
  return {
    displayName: form.displayName,
    note: form.note,
    fields: form.fields.map((f) => ({ name: f.name, value: f.value })),
    locked: form.locked,
    bot: form.bot,
    discoverable: form.discoverable,
    indexable: form.indexable,
    hideCollections: form.hideCollections,
    ...(images.avatar ? { avatar: images.avatar } : {}),
    ...(images.header ? { header: images.header } : {}),
    ...(isKmyblue
      ? {
          otherSettings: Object.fromEntries(
            PROFILE_OTHER_SETTINGS.map((key) => [key, form.otherSettings[key]]),
          ),
        }
      : {}),
  };
}
