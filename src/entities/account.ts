import type {
  ApiAccountFieldJSON,
  ApiAccountJSON,
  ApiAccountOtherSettingsJSON,
  ApiAccountRoleJSON,
  ApiAccountServerFeaturesJSON,
} from '../api/types';
import { htmlToRichNodes, richNodesToPlain, textToRichNodes, type RichNode } from '../lib/richText';
import { lruCache } from '../lib/lru';
import { safeHttpUrl } from '../lib/url';
import { normaliseCustomEmojis } from './customEmoji';
import type {
  Account,
  AccountField,
  AccountFieldSource,
  AccountOtherSettings,
  AccountRole,
  AccountServerFeatures,
  CustomEmoji,
  EntityBundle,
} from './types';
import { orDefault, reader, readEach, type JsonObject, type Reader } from './validate';

/** A moved account points at another, which may point on: stop somewhere. */
const MAX_MOVED_DEPTH = 4;
/** Notes and field values kept read (a few hundred authors' worth). */
const PROFILE_HTML_CACHE_SIZE = 500;

function normaliseField(json: unknown): AccountFieldSource {
  const r = reader<ApiAccountFieldJSON>(json, 'Profile field');
  return {
    name: r.string('name'),
    valueHtml: r.string('value'),
    verifiedAt: r.stringOr('verified_at', null),
  };
}

function normaliseRole(json: unknown): AccountRole {
  const r = reader<ApiAccountRoleJSON>(json, 'Role');
  const id = typeof r.json.id === 'number' ? String(r.json.id) : r.string('id');
  return { id, name: r.string('name'), color: r.stringOr('color', '') };
}

function otherSettingsOf(json: JsonObject | null): AccountOtherSettings {
  const r = reader<ApiAccountOtherSettingsJSON>(json ?? {}, 'other_settings');
  return {
    noindex: r.boolean('noindex'),
    hideNetwork: r.boolean('hide_network'),
    hideFollowersCount: r.boolean('hide_followers_count'),
    hideFollowingCount: r.boolean('hide_following_count'),
    hideStatusesCount: r.boolean('hide_statuses_count'),
    translatablePrivate: r.boolean('translatable_private'),
    linkPreview: r.boolean('link_preview'),
    emojiReactionPolicy: r.stringOr('emoji_reaction_policy', 'allow'),
    subscriptionPolicy: r.stringOr('subscription_policy', 'allow'),
  };
}

function serverFeaturesOf(json: JsonObject | null): AccountServerFeatures {
  const r = reader<ApiAccountServerFeaturesJSON>(json ?? {}, 'server_features');
  return {
    circle: r.boolean('circle'),
    emojiReaction: r.boolean('emoji_reaction'),
    statusReference: r.boolean('status_reference'),
    legacyQuote: r.boolean('legacy_quote'),
  };
}

/**
 * Profile HTML already read: an author's note and fields come again with each of their
 * posts (each a new account object), and a page may show the same profile more than once.
 */
const profileHtml = lruCache<RichNode[]>(PROFILE_HTML_CACHE_SIZE);

function profileRichText(html: string, emojis: CustomEmoji[]): RichNode[] {
  if (!html) return [];
  const key = `${emojis.map((e) => `${e.shortcode} ${e.url} ${e.staticUrl}`).join(' ')}\u0000${html}`;
  const known = profileHtml.get(key);
  if (known) return known;
  const nodes = htmlToRichNodes(html, { emojis, mentions: [] });
  profileHtml.set(key, nodes);
  return nodes;
}

const hasEmoji = (node: RichNode): boolean =>
  node.type === 'emoji' || ('children' in node && node.children.some(hasEmoji));

/** An account's note, read for showing, and as plain text for matching filters. */
export interface AccountNote {
  nodes: RichNode[];
  plain: string;
}

type NoteSource = Pick<Account, 'noteHtml' | 'emojis'>;
const notesRead = new WeakMap<NoteSource, AccountNote>();

/**
 * The account's note, sanitised: read when first asked for, not with every post its author
 * comes with. '<p></p>' (or nothing but markup) is no note at all.
 */
export function accountNote(account: NoteSource): AccountNote {
  const known = notesRead.get(account);
  if (known) return known;
  const nodes = profileRichText(account.noteHtml, account.emojis);
  const plain = richNodesToPlain(nodes);
  const note =
    plain.trim() === '' && !nodes.some(hasEmoji) ? { nodes: [], plain: '' } : { nodes, plain };
  notesRead.set(account, note);
  return note;
}

type FieldsSource = Pick<Account, 'fields' | 'emojis'>;
const fieldsRead = new WeakMap<FieldsSource, AccountField[]>();

/** The account's profile fields, their names and values read for showing when first asked for. */
export function accountFields(account: FieldsSource): AccountField[] {
  const known = fieldsRead.get(account);
  if (known) return known;
  const fields = account.fields.map(({ name, valueHtml, verifiedAt }) => {
    const value = profileRichText(valueHtml, account.emojis);
    return {
      name,
      nameNodes: textToRichNodes(name, account.emojis),
      value,
      valuePlain: richNodesToPlain(value),
      verifiedAt,
    };
  });
  fieldsRead.set(account, fields);
  return fields;
}

/**
 * An account's optional parts are read one by one: one of the wrong shape is defaulted or
 * dropped and the account (and its posts) still shows. Only id, username and acct are needed.
 */
function readAccount(json: unknown, bundle: EntityBundle, depth: number): Account {
  const r = reader<ApiAccountJSON>(json, 'Account');
  const id = r.string('id');
  const username = r.string('username');
  const acct = r.string('acct');
  const emojis = normaliseCustomEmojis(r.json.emojis);
  const text = (key: 'display_name' | 'note' | 'uri' | 'created_at') =>
    orDefault('', () => r.stringOr(key, ''));
  const flag = (key: Parameters<Reader<ApiAccountJSON>['boolean']>[0], fallback = false) =>
    orDefault(fallback, () => r.boolean(key, fallback));
  const count = (key: 'followers_count' | 'following_count' | 'statuses_count') =>
    orDefault(0, () => r.numberOr(key, 0));
  const rawName = text('display_name');
  // An empty display name shows the username.
  const displayName = rawName.trim() === '' ? username : rawName;
  const otherSettings = orDefault(otherSettingsOf(null), () =>
    otherSettingsOf(r.object('other_settings')),
  );
  const moved = orDefault(null, () => r.object('moved'));
  const movedToAccountId =
    moved && depth < MAX_MOVED_DEPTH
      ? orDefault(null, () => readAccount(moved, bundle, depth + 1).id)
      : null;
  const account: Account = {
    id,
    username,
    acct,
    displayName,
    displayNameNodes: textToRichNodes(displayName, emojis),
    noteHtml: text('note'),
    url: safeHttpUrl(r.json.url) ?? '',
    uri: text('uri'),
    avatar: safeHttpUrl(r.json.avatar) ?? '',
    avatarStatic: safeHttpUrl(r.json.avatar_static) ?? safeHttpUrl(r.json.avatar) ?? '',
    header: safeHttpUrl(r.json.header) ?? '',
    headerStatic: safeHttpUrl(r.json.header_static) ?? safeHttpUrl(r.json.header) ?? '',
    locked: flag('locked'),
    bot: flag('bot'),
    group: flag('group'),
    discoverable: flag('discoverable'),
    indexable: flag('indexable'),
    noindex: flag('noindex', otherSettings.noindex),
    createdAt: text('created_at'),
    lastStatusAt: orDefault(null, () => r.stringOr('last_status_at', null)),
    followersCount: count('followers_count'),
    followingCount: count('following_count'),
    statusesCount: count('statuses_count'),
    emojis,
    fields: readEach(
      orDefault([], () => r.array('fields')),
      normaliseField,
    ),
    roles: readEach(
      orDefault([], () => r.array('roles')),
      normaliseRole,
    ),
    movedToAccountId,
    suspended: flag('suspended'),
    limited: flag('limited'),
    memorial: flag('memorial'),
    hideCollections: flag('hide_collections'),
    ...(r.json.mute_expires_at === undefined
      ? {}
      : { muteExpiresAt: orDefault(null, () => r.stringOr('mute_expires_at', null)) }),
    serverFeatures: orDefault(serverFeaturesOf(null), () =>
      serverFeaturesOf(r.object('server_features')),
    ),
    otherSettings,
  };
  bundle.accounts.push(account);
  return account;
}

/** Reads an account (and the account it moved to) into the bundle, and returns it. */
export function normaliseAccount(json: unknown, bundle: EntityBundle): Account {
  return readAccount(json, bundle, 0);
}
