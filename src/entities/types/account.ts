/** Accounts, their relationship to the reader and their own posting defaults. */
import type { RichNode } from '../../lib/richText';
import type {
  ApiDefaultPrivacy,
  ApiDefaultSearchability,
  ApiProfileOtherSetting,
} from '../../api/types';
import type { Visibility } from './status';

export interface CustomEmoji {
  shortcode: string;
  url: string;
  staticUrl: string;
  visibleInPicker: boolean;
  category: string | null;
  width: number;
  height: number;
  sensitive: boolean;
  aliases: string[];
  license: string | null;
}

/** A profile field as the server sent it: its value is HTML, read when shown (`accountFields`). */
export interface AccountFieldSource {
  name: string;
  /** The server's HTML, untrusted: only `accountFields` reads it, through the sanitiser. */
  valueHtml: string;
  verifiedAt: string | null;
}

/** A profile field, read for showing. */
export interface AccountField {
  name: string;
  nameNodes: RichNode[];
  value: RichNode[];
  valuePlain: string;
  verifiedAt: string | null;
}

export interface AccountRole {
  id: string;
  name: string;
  color: string;
}

export interface AccountServerFeatures {
  circle: boolean;
  emojiReaction: boolean;
  statusReference: boolean;
  legacyQuote: boolean;
}

export interface AccountOtherSettings {
  noindex: boolean;
  hideNetwork: boolean;
  hideFollowersCount: boolean;
  hideFollowingCount: boolean;
  hideStatusesCount: boolean;
  translatablePrivate: boolean;
  linkPreview: boolean;
  /** Default 'allow'. */
  emojiReactionPolicy: string;
  /** Default 'allow'. */
  subscriptionPolicy: string;
}

export interface Account {
  id: string;
  username: string;
  acct: string;
  /** Plain text; the username when the server sent an empty display name. */
  displayName: string;
  displayNameNodes: RichNode[];
  /**
   * The server's HTML of the note, untrusted: only `accountNote` reads it, through the
   * sanitiser, when the note is shown or matched (every post brings its author, and few of
   * their notes are ever looked at).
   */
  noteHtml: string;
  url: string;
  uri: string;
  avatar: string;
  avatarStatic: string;
  header: string;
  headerStatic: string;
  locked: boolean;
  bot: boolean;
  group: boolean;
  discoverable: boolean;
  indexable: boolean;
  noindex: boolean;
  createdAt: string;
  lastStatusAt: string | null;
  followersCount: number;
  followingCount: number;
  statusesCount: number;
  emojis: CustomEmoji[];
  fields: AccountFieldSource[];
  roles: AccountRole[];
  movedToAccountId: string | null;
  suspended: boolean;
  limited: boolean;
  memorial: boolean;
  hideCollections: boolean;
  /**
   * When the viewer's mute of the account ends (null: never). Only the list of muted accounts
   * says; absent from an account read anywhere else, which leaves a stored one as it was.
   */
  muteExpiresAt?: string | null;
  serverFeatures: AccountServerFeatures;
  otherSettings: AccountOtherSettings;
}

export interface Relationship {
  id: string;
  following: boolean;
  showingReblogs: boolean;
  notifying: boolean;
  languages: string[] | null;
  followedBy: boolean;
  blocking: boolean;
  blockedBy: boolean;
  muting: boolean;
  mutingNotifications: boolean;
  requested: boolean;
  requestedBy: boolean;
  domainBlocking: boolean;
  endorsed: boolean;
  note: string;
}

/** The account's own posting defaults, from verify_credentials' source block. */
export interface CredentialSource {
  privacy: Visibility;
  searchability: string;
  language: string;
  sensitive: boolean;
  quotePolicy: string | null;
}

/** A change of posting defaults, as the settings send it to the server. */
export interface PostingDefaultsChange {
  privacy?: ApiDefaultPrivacy;
  searchability?: ApiDefaultSearchability;
  language?: string;
  sensitive?: boolean;
}

/** Who reacted with what (kmyblue's emoji_reactioned_by). */
export interface AccountReaction {
  name: string;
  url: string | null;
  staticUrl: string | null;
  accountId: string;
}

/** The profile as its owner wrote it: the bio and fields in plain text. */
export interface ProfileSource {
  note: string;
  fields: { name: string; value: string }[];
}

/** What the profile editor sends; an absent key stays as it is. */
export interface ProfileChanges {
  displayName?: string;
  note?: string;
  avatar?: Blob;
  header?: Blob;
  locked?: boolean;
  bot?: boolean;
  discoverable?: boolean;
  indexable?: boolean;
  hideCollections?: boolean;
  fields?: { name: string; value: string }[];
  /** kmyblue's switches, sent only to kmyblue. */
  otherSettings?: Partial<Record<ApiProfileOtherSetting, boolean>>;
}
