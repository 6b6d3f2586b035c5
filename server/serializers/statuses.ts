import type {
  ApiAccountJSON,
  ApiMediaAttachmentJSON,
  ApiMentionJSON,
  ApiStatusJSON,
  ApiVisibility,
  ApiVisibilityEx,
} from '../../src/api/types';
import { textToHtml, type MentionTarget } from '../content/html';
import { slices } from '../eventLoop';
import { accountUrl, loadAccounts } from './accounts';
import type { SerializeContext } from './context';
import { emojisIn } from './emojis';
import { loadStatusExtras, quoteApprovalJSON, type StatusExtras } from './statusExtras';
import { canView } from '../services/visibility';
import { filterResults, loadFiltering, type Filtering } from '../services/filterMatching';
import {
  mediaRowsOf,
  mentionRowsOf,
  statusRowsByIds,
  tagRowsOf,
  type MediaRow,
  type StatusRow,
} from '../services/statusRows';

/** kmyblue masks its own visibilities for clients that only know Mastodon's four. */
export function maskVisibility(visibility: ApiVisibilityEx): ApiVisibility {
  if (visibility === 'limited') return 'private';
  if (visibility === 'public_unlisted' || visibility === 'login') return 'public';
  return visibility;
}

export const statusUrl = (origin: string, username: string, id: string): string =>
  `${origin}/@${username}/${id}`;
export const statusUri = (origin: string, username: string, id: string): string =>
  `${origin}/users/${username}/statuses/${id}`;

export function mediaJSON(
  row: Omit<MediaRow, 'status_id'>,
  origin: string,
): ApiMediaAttachmentJSON {
  return {
    id: row.id,
    type: row.type,
    url: `${origin}/system/${row.file_path}`,
    preview_url: `${origin}/system/${row.preview_path}`,
    remote_url: null,
    preview_remote_url: null,
    text_url: null,
    meta: row.meta,
    description: row.description,
    blurhash: row.blurhash,
  };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

/**
 * The quoted statuses the viewer may read, serialized one level deep (a quote inside a quote is
 * left as its id, as Mastodon does).
 */
async function loadQuotes(
  ctx: SerializeContext,
  quoted: string[],
  nestQuotes: boolean,
): Promise<Map<string, ApiStatusJSON | null>> {
  const map = new Map<string, ApiStatusJSON | null>();
  if (!nestQuotes || !quoted.length) return map;
  const readable: string[] = [];
  for (const id of new Set(quoted)) {
    if (await canView(ctx.db, id, ctx.viewerId)) readable.push(id);
    else map.set(id, null);
  }
  for (const json of await serializeStatuses(ctx, readable, { nestQuotes: false }))
    map.set(json.id, json);
  return map;
}

interface StatusParts {
  accounts: Map<string, ApiAccountJSON>;
  media: Map<string, MediaRow[]>;
  mentions: Map<string, MentionRow[]>;
  tags: Map<string, { status_id: string; name: string }[]>;
  extras: StatusExtras;
  quotes: Map<string, ApiStatusJSON | null>;
  filtering: Filtering | null;
  nestQuotes: boolean;
}

type MentionRow = { status_id: string; id: string; username: string };

/** Everything the statuses show beside their own row, read once for all of them. */
async function loadParts(
  ctx: SerializeContext,
  all: Map<string, StatusRow>,
  nestQuotes: boolean,
): Promise<StatusParts> {
  const allIds = [...all.keys()];
  const accounts = await loadAccounts(
    ctx,
    [...all.values()].map((row) => row.account_id),
  );
  const media = groupBy(await mediaRowsOf(ctx.db, allIds), (row) => row.status_id);
  const mentions = groupBy(await mentionRowsOf(ctx.db, allIds), (row) => row.status_id);
  const extras = await loadStatusExtras(ctx, allIds);
  const quotes = await loadQuotes(
    ctx,
    [...all.values()].flatMap((row) => row.quote_of_id ?? []),
    nestQuotes,
  );
  const tags = groupBy(await tagRowsOf(ctx.db, allIds), (row) => row.status_id);
  const filtering = ctx.viewerId
    ? await loadFiltering(ctx.db, ctx.viewerId, [...all.values()])
    : null;
  return { accounts, media, mentions, tags, extras, quotes, filtering, nestQuotes };
}

/** Mentions as links for the content, and as the status's `mentions`. */
function mentionsOf(ctx: SerializeContext, mentionRows: MentionRow[]) {
  const { origin } = ctx;
  const targets = new Map<string, MentionTarget>();
  for (const m of mentionRows) {
    const target = { username: m.username, url: accountUrl(origin, m.username) };
    targets.set(m.username.toLowerCase(), target);
    targets.set(`${m.username}@${ctx.host}`.toLowerCase(), target);
  }
  const json: ApiMentionJSON[] = mentionRows.map((m) => ({
    id: m.id,
    username: m.username,
    url: accountUrl(origin, m.username),
    acct: m.username,
  }));
  return { targets, json };
}

/** kmyblue's additions: emoji reactions, references, and the quote. */
function kmyblueFields(ctx: SerializeContext, parts: StatusParts, row: StatusRow) {
  const reactions = parts.extras.reactions.get(row.id) ?? [];
  return {
    emoji_reactions: reactions,
    emoji_reactions_count: reactions.reduce((n, r) => n + r.count, 0),
    status_reference_ids: row.reference_ids,
    status_references_count: row.reference_ids.length,
    status_referred_by_count: row.referred_by_count,
    quote: quoteJSON(row, parts.quotes, parts.nestQuotes),
    quote_approval: quoteApprovalJSON(row, ctx.viewerId, row.follows_author),
  };
}

function statusJSON(
  ctx: SerializeContext,
  parts: StatusParts,
  row: StatusRow,
  reblog: ApiStatusJSON | null,
): ApiStatusJSON | null {
  const account = parts.accounts.get(row.account_id);
  if (!account) return null;
  const { origin } = ctx;
  const mentions = mentionsOf(ctx, parts.mentions.get(row.id) ?? []);
  const media = parts.media.get(row.id) ?? [];
  const json: ApiStatusJSON = {
    id: row.id,
    created_at: row.created_at.toISOString(),
    in_reply_to_id: row.in_reply_to_id,
    in_reply_to_account_id: row.in_reply_to_account_id,
    sensitive: row.sensitive,
    spoiler_text: row.spoiler_text,
    visibility: maskVisibility(row.visibility),
    visibility_ex: row.visibility,
    limited_scope: row.limited_scope,
    searchability: row.searchability,
    language: reblog ? null : row.language,
    uri: statusUri(origin, row.username, row.id) + (reblog ? '/activity' : ''),
    url: reblog ? null : statusUrl(origin, row.username, row.id),
    replies_count: row.replies_count,
    reblogs_count: row.reblogs_count,
    favourites_count: row.favourites_count,
    quotes_count: row.quotes_count,
    edited_at: row.edited_at ? row.edited_at.toISOString() : null,
    markdown: row.markdown,
    content: reblog
      ? ''
      : textToHtml(row.text, { origin, mentions: mentions.targets, markdown: row.markdown }),
    reblog,
    application: row.account_id === ctx.viewerId ? row.application : null,
    account,
    media_attachments: media.map((m) => mediaJSON(m, origin)),
    mentions: mentions.json,
    tags: (parts.tags.get(row.id) ?? []).map((t) => ({
      name: t.name,
      url: `${origin}/tags/${encodeURIComponent(t.name)}`,
    })),
    emojis: emojisIn(ctx, row.spoiler_text, row.text),
    card: parts.extras.cards.get(row.id) ?? null,
    poll: parts.extras.polls.get(row.id) ?? null,
    ...kmyblueFields(ctx, parts, row),
    favourited: row.favourited,
    reblogged: row.reblogged,
    muted: row.muted,
    bookmarked: row.bookmarked,
  };
  if (ctx.viewerId && row.account_id === ctx.viewerId) json.pinned = row.pinned;
  if (parts.filtering) {
    const texts = [row.spoiler_text, row.text, ...media.map((m) => m.description ?? '')];
    json.filtered = filterResults(parts.filtering, { ...row, texts });
  }
  return json;
}

/** Serializes statuses in the order given (missing ones are skipped), nesting boosted originals. */
export async function serializeStatuses(
  ctx: SerializeContext,
  ids: string[],
  { nestQuotes = true }: { nestQuotes?: boolean } = {},
): Promise<ApiStatusJSON[]> {
  const outer = await statusRowsByIds(ctx.db, ids, ctx.viewerId);
  const innerIds = [...outer.values()].flatMap((row) => row.reblog_of_id ?? []);
  const inner = await statusRowsByIds(
    ctx.db,
    innerIds.filter((id) => !outer.has(id)),
    ctx.viewerId,
  );
  const all = new Map([...outer, ...inner]);
  const parts = await loadParts(ctx, all, nestQuotes);
  // A page through many filters costs milliseconds a status: in slices, so others go on between.
  const slice = slices();
  const serialized: ApiStatusJSON[] = [];
  for (const id of ids) {
    await slice();
    const row = outer.get(id);
    if (!row) continue;
    let reblog: ApiStatusJSON | null = null;
    if (row.reblog_of_id) {
      const original = all.get(row.reblog_of_id);
      reblog = original ? statusJSON(ctx, parts, original, null) : null;
      if (!reblog) continue;
    }
    const json = statusJSON(ctx, parts, row, reblog);
    if (json) serialized.push(json);
  }
  return serialized;
}

function quoteJSON(
  row: Pick<StatusRow, 'quote_of_id' | 'quote_state'>,
  quotes: Map<string, ApiStatusJSON | null>,
  nestQuotes: boolean,
): ApiStatusJSON['quote'] {
  const quotedId = row.quote_of_id;
  if (!quotedId) return null;
  if (row.quote_state === 'revoked') return { state: 'revoked', quoted_status: null };
  if (!nestQuotes) return { state: 'accepted', quoted_status_id: quotedId };
  const quoted = quotes.get(quotedId);
  if (quoted === undefined) return { state: 'deleted', quoted_status: null };
  if (quoted === null) return { state: 'unauthorized', quoted_status: null };
  return { state: 'accepted', quoted_status: quoted };
}

export async function serializeStatus(
  ctx: SerializeContext,
  id: string,
): Promise<ApiStatusJSON | null> {
  return (await serializeStatuses(ctx, [id]))[0] ?? null;
}
