import type {
  ApiAccountFieldJSON,
  ApiAccountJSON,
  ApiAccountOtherSettingsJSON,
  ApiAccountRoleJSON,
  ApiCredentialAccountJSON,
} from '../../src/api/types';
import { escapeHtml, textToHtml } from '../content/html';
import { accountRowsByIds, type AccountRow, type FieldSource } from '../services/accountRows';
import { followRequestCount } from '../services/followRequests';
import type { SerializeContext } from './context';
import { emojisIn } from './emojis';

export type { AccountRow, FieldSource } from '../services/accountRows';

export function accountUrl(origin: string, username: string): string {
  return `${origin}/@${username}`;
}

export function accountUri(origin: string, username: string): string {
  return `${origin}/users/${username}`;
}

const midnight = (date: Date): string =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())).toISOString();

function fieldJSON(field: FieldSource, origin: string): ApiAccountFieldJSON {
  return {
    name: escapeHtml(field.name),
    value: textToHtml(field.value, { origin, linkRel: 'nofollow noopener me' }).replace(
      /^<p>|<\/p>$/g,
      '',
    ),
    verified_at: field.verified_at ?? null,
  };
}

/** Only a `#rrggbb` colour goes out with a role, as Mastodon's UserRole validates it. */
const ROLE_COLOUR = /^#[0-9a-f]{6}$/i;

function rolesOf(row: AccountRow): ApiAccountRoleJSON[] {
  if (!row.role_id || !row.role_name) return [];
  const color = row.role_color && ROLE_COLOUR.test(row.role_color) ? row.role_color : '';
  return [{ id: row.role_id, name: row.role_name, color }];
}

const setting = (row: AccountRow, key: string): boolean => row.other_settings[key] === true;

/** kmyblue's other_settings; hide_network is Mastodon's hide_collections. */
function otherSettingsOf(row: AccountRow): ApiAccountOtherSettingsJSON {
  return {
    noindex: setting(row, 'noindex'),
    hide_network: row.hide_collections,
    hide_followers_count: setting(row, 'hide_followers_count'),
    hide_following_count: setting(row, 'hide_following_count'),
    hide_statuses_count: setting(row, 'hide_statuses_count'),
    translatable_private: false,
    link_preview: true,
    allow_quote: true,
    emoji_reaction_policy: row.emoji_reaction_policy,
    subscription_policy: 'allow',
  };
}

/** An account; `moved` is the account it moved to, serialized without its own move. */
export function accountJSON(
  row: AccountRow,
  ctx: SerializeContext,
  moved: ApiAccountJSON | null = null,
): ApiAccountJSON {
  const { origin } = ctx;
  const avatar = `${origin}/system/${row.avatar_path ?? 'defaults/avatar.svg'}`;
  const header = `${origin}/system/${row.header_path ?? 'defaults/header.svg'}`;
  const home = row.domain ? `https://${row.domain}` : origin;
  const otherSettings = otherSettingsOf(row);
  return {
    id: row.id,
    username: row.username,
    acct: row.domain ? `${row.username}@${row.domain}` : row.username,
    display_name: row.display_name,
    locked: row.locked,
    bot: row.bot,
    discoverable: row.discoverable,
    indexable: row.indexable,
    group: false,
    noindex: otherSettings.noindex ?? false,
    created_at: midnight(row.created_at),
    note: textToHtml(row.note, { origin }),
    url: accountUrl(home, row.username),
    uri: accountUri(home, row.username),
    avatar,
    avatar_static: avatar,
    header,
    header_static: header,
    followers_count: row.followers_count,
    following_count: row.following_count,
    statuses_count: row.statuses_count,
    last_status_at: row.last_status_at ? row.last_status_at.toISOString().slice(0, 10) : null,
    hide_collections: row.hide_collections,
    emojis: emojisIn(ctx, row.display_name, row.note, ...row.fields.map((f) => f.value)),
    fields: row.fields.map((field) => fieldJSON(field, origin)),
    roles: rolesOf(row),
    ...(moved ? { moved } : {}),
    ...(row.memorial ? { memorial: true } : {}),
    ...(row.limited ? { limited: true } : {}),
    other_settings: otherSettings,
    server_features: {
      circle: true,
      emoji_reaction: true,
      status_reference: true,
      legacy_quote: true,
    },
    subscribable: true,
  };
}

export async function loadAccountRows(
  ctx: SerializeContext,
  ids: string[],
): Promise<Map<string, AccountRow>> {
  return accountRowsByIds(ctx.db, ids);
}

/** Rows to JSON, each with the account it moved to. */
async function accountsOfRows(
  ctx: SerializeContext,
  found: Map<string, AccountRow>,
): Promise<Map<string, ApiAccountJSON>> {
  const movedIds = [...found.values()].flatMap((row) => row.moved_to_account_id ?? []);
  const movedRows = await loadAccountRows(ctx, movedIds);
  const movedOf = (row: AccountRow) => {
    const target = row.moved_to_account_id ? movedRows.get(row.moved_to_account_id) : undefined;
    return target ? accountJSON(target, ctx) : null;
  };
  return new Map([...found].map(([id, row]) => [id, accountJSON(row, ctx, movedOf(row))]));
}

export async function loadAccounts(
  ctx: SerializeContext,
  ids: string[],
): Promise<Map<string, ApiAccountJSON>> {
  return accountsOfRows(ctx, await loadAccountRows(ctx, ids));
}

/** Accounts in the order given, skipping unknown ids. */
export async function accountsInOrder(
  ctx: SerializeContext,
  ids: string[],
): Promise<ApiAccountJSON[]> {
  const found = await loadAccounts(ctx, ids);
  return ids.flatMap((id) => found.get(id) ?? []);
}

export async function loadAccount(
  ctx: SerializeContext,
  id: string,
): Promise<ApiAccountJSON | null> {
  return (await loadAccounts(ctx, [id])).get(id) ?? null;
}

export async function credentialAccountJSON(
  ctx: SerializeContext,
  id: string,
): Promise<ApiCredentialAccountJSON | null> {
  const found = await loadAccountRows(ctx, [id]);
  const row = found.get(id);
  const account = (await accountsOfRows(ctx, found)).get(id);
  if (!row || !account) return null;
  return {
    ...account,
    source: {
      privacy: row.privacy,
      sensitive: row.sensitive,
      language: row.language,
      note: row.note,
      fields: row.fields.map((f) => ({
        name: f.name,
        value: f.value,
        verified_at: f.verified_at ?? null,
      })),
      searchability: row.searchability,
      quote_policy: 'public',
      follow_requests_count: await followRequestCount(ctx.db, id),
      hide_collections: row.hide_collections,
      discoverable: row.discoverable,
      indexable: row.indexable,
      // No one here writes articles elsewhere to credit the account from.
      attribution_domains: [],
    },
    role: { id: '-99', name: '', color: '', permissions: '65536' },
  };
}
