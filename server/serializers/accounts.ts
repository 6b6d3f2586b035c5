import type {
  ApiAccountFieldJSON,
  ApiAccountJSON,
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

export function accountJSON(row: AccountRow, ctx: SerializeContext): ApiAccountJSON {
  const { origin } = ctx;
  const avatar = `${origin}/system/${row.avatar_path ?? 'defaults/avatar.svg'}`;
  const header = `${origin}/system/${row.header_path ?? 'defaults/header.svg'}`;
  const home = row.domain ? `https://${row.domain}` : origin;
  return {
    id: row.id,
    username: row.username,
    acct: row.domain ? `${row.username}@${row.domain}` : row.username,
    display_name: row.display_name,
    locked: row.locked,
    bot: row.bot,
    discoverable: row.discoverable,
    indexable: row.discoverable,
    group: false,
    noindex: false,
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
    roles: [],
    other_settings: {
      noindex: false,
      hide_network: row.hide_collections,
      hide_followers_count: false,
      hide_following_count: false,
      hide_statuses_count: false,
      translatable_private: false,
      link_preview: true,
      emoji_reaction_policy: row.emoji_reaction_policy,
      subscription_policy: 'allow',
    },
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

export async function loadAccounts(
  ctx: SerializeContext,
  ids: string[],
): Promise<Map<string, ApiAccountJSON>> {
  const found = await loadAccountRows(ctx, ids);
  return new Map([...found].map(([id, row]) => [id, accountJSON(row, ctx)]));
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
  const row = (await loadAccountRows(ctx, [id])).get(id);
  if (!row) return null;
  return {
    ...accountJSON(row, ctx),
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
    },
    role: { id: '-99', name: '', color: '', permissions: '65536' },
  };
}
