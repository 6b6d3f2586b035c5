import type {
  ApiMediaAttachmentJSON,
  ApiMediaMetaJSON,
  ApiMentionJSON,
  ApiStatusJSON,
  ApiVisibility,
  ApiVisibilityEx,
  ApiSearchability,
  ApiLimitedScope,
} from '../../src/api/types';
import { rows } from '../db/database';
import { textToHtml, type MentionTarget } from '../content/html';
import { accountUrl, loadAccounts } from './accounts';
import type { SerializeContext } from './context';
import { emojisIn } from './emojis';
import { loadStatusExtras, quoteApprovalJSON } from './statusExtras';
import { canView } from '../services/visibility';
import { activeFilters, filterResults } from '../services/filterMatching';

export interface StatusRow {
  id: string;
  account_id: string;
  username: string;
  text: string;
  spoiler_text: string;
  sensitive: boolean;
  visibility: ApiVisibilityEx;
  limited_scope: ApiLimitedScope | null;
  searchability: ApiSearchability;
  language: string | null;
  markdown: boolean;
  in_reply_to_id: string | null;
  in_reply_to_account_id: string | null;
  reblog_of_id: string | null;
  created_at: Date;
  edited_at: Date | null;
  application: { name: string; website: string | null } | null;
  favourites_count: number;
  reblogs_count: number;
  replies_count: number;
  referred_by_count: number;
  reference_ids: string[];
  favourited: boolean;
  reblogged: boolean;
  bookmarked: boolean;
  pinned: boolean;
  quote_of_id: string | null;
  quote_approval_policy: string;
  quote_state: string;
  quotes_count: number;
  follows_author: boolean;
  muted: boolean;
}

const STATUS_SELECT = `
select s.*, a.username,
  (select json_build_object('name', p.name, 'website', p.website) from oauth_apps p where p.id = s.application_id) as application,
  (select count(*) from favourites f where f.status_id = s.id)::int as favourites_count,
  (select count(*) from statuses r where r.reblog_of_id = s.id)::int as reblogs_count,
  (select count(*) from statuses r where r.in_reply_to_id = s.id)::int as replies_count,
  (select count(*) from status_references r where r.target_status_id = s.id)::int as referred_by_count,
  coalesce((select array_agg(r.target_status_id::text order by r.target_status_id) from status_references r where r.status_id = s.id), '{}') as reference_ids,
  exists(select 1 from favourites f where f.status_id = s.id and f.account_id = $2) as favourited,
  exists(select 1 from statuses r where r.reblog_of_id = s.id and r.account_id = $2) as reblogged,
  exists(select 1 from bookmarks b where b.status_id = s.id and b.account_id = $2) as bookmarked,
  exists(select 1 from status_pins p where p.status_id = s.id and p.account_id = $2) as pinned,
  (select count(*) from statuses q where q.quote_of_id = s.id and q.quote_state = 'accepted')::int as quotes_count,
  exists(select 1 from follows f where f.account_id = $2 and f.target_account_id = s.account_id) as follows_author,
  exists(select 1 from conversation_mutes cm where cm.account_id = $2 and cm.root_status_id = conversation_root(s.id)) as muted
from statuses s join accounts a on a.id = s.account_id
where s.id = any($1::bigint[])`;

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

interface MediaRow {
  id: string;
  status_id: string;
  type: ApiMediaAttachmentJSON['type'];
  file_path: string;
  preview_path: string;
  meta: ApiMediaMetaJSON | null;
  description: string | null;
  blurhash: string | null;
}

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

async function loadRows(ctx: SerializeContext, ids: string[]): Promise<Map<string, StatusRow>> {
  if (!ids.length) return new Map();
  const found = await rows<StatusRow>(ctx.db, STATUS_SELECT, [[...new Set(ids)], ctx.viewerId]);
  return new Map(found.map((row) => [row.id, row]));
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

/** Serializes statuses in the order given (missing ones are skipped), nesting boosted originals. */
export async function serializeStatuses(
  ctx: SerializeContext,
  ids: string[],
  { nestQuotes = true }: { nestQuotes?: boolean } = {},
): Promise<ApiStatusJSON[]> {
  const outer = await loadRows(ctx, ids);
  const innerIds = [...outer.values()].flatMap((row) => row.reblog_of_id ?? []);
  const inner = await loadRows(
    ctx,
    innerIds.filter((id) => !outer.has(id)),
  );
  const all = new Map([...outer, ...inner]);
  const allIds = [...all.keys()];
  const accounts = await loadAccounts(
    ctx,
    [...all.values()].map((row) => row.account_id),
  );
  const media = groupBy(
    await rows<MediaRow>(
      ctx.db,
      'select * from media_attachments where status_id = any($1::bigint[]) order by position, id',
      [allIds],
    ),
    (row) => row.status_id,
  );
  const mentions = groupBy(
    await rows<{ status_id: string; id: string; username: string }>(
      ctx.db,
      'select m.status_id, a.id, a.username from mentions m join accounts a on a.id = m.account_id where m.status_id = any($1::bigint[]) order by a.username',
      [allIds],
    ),
    (row) => row.status_id,
  );
  const extras = await loadStatusExtras(ctx, allIds);
  const quotes = await loadQuotes(
    ctx,
    [...all.values()].flatMap((row) => row.quote_of_id ?? []),
    nestQuotes,
  );
  const tags = groupBy(
    await rows<{ status_id: string; name: string }>(
      ctx.db,
      'select status_id, name from status_tags where status_id = any($1::bigint[]) order by name',
      [allIds],
    ),
    (row) => row.status_id,
  );

  const filters = ctx.viewerId ? await activeFilters(ctx.db, ctx.viewerId) : [];

  const build = (row: StatusRow, reblog: ApiStatusJSON | null): ApiStatusJSON | null => {
    const account = accounts.get(row.account_id);
    if (!account) return null;
    const { origin } = ctx;
    const mentionRows = mentions.get(row.id) ?? [];
    const targets = new Map<string, MentionTarget>();
    for (const m of mentionRows) {
      const target = { username: m.username, url: accountUrl(origin, m.username) };
      targets.set(m.username.toLowerCase(), target);
      targets.set(`${m.username}@${ctx.host}`.toLowerCase(), target);
    }
    const mentionJSON: ApiMentionJSON[] = mentionRows.map((m) => ({
      id: m.id,
      username: m.username,
      url: accountUrl(origin, m.username),
      acct: m.username,
    }));
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
        : textToHtml(row.text, { origin, mentions: targets, markdown: row.markdown }),
      reblog,
      application: row.account_id === ctx.viewerId ? row.application : null,
      account,
      media_attachments: (media.get(row.id) ?? []).map((m) => mediaJSON(m, origin)),
      mentions: mentionJSON,
      tags: (tags.get(row.id) ?? []).map((t) => ({
        name: t.name,
        url: `${origin}/tags/${encodeURIComponent(t.name)}`,
      })),
      emojis: emojisIn(ctx, row.spoiler_text, row.text),
      card: extras.cards.get(row.id) ?? null,
      poll: extras.polls.get(row.id) ?? null,
      emoji_reactions: extras.reactions.get(row.id) ?? [],
      emoji_reactions_count: (extras.reactions.get(row.id) ?? []).reduce((n, r) => n + r.count, 0),
      status_reference_ids: row.reference_ids,
      status_references_count: row.reference_ids.length,
      status_referred_by_count: row.referred_by_count,
      quote: quoteJSON(row, quotes, nestQuotes),
      quote_approval: quoteApprovalJSON(row, ctx.viewerId, row.follows_author),
      favourited: row.favourited,
      reblogged: row.reblogged,
      muted: row.muted,
      bookmarked: row.bookmarked,
    };
    if (ctx.viewerId && row.account_id === ctx.viewerId) json.pinned = row.pinned;
    if (ctx.viewerId) {
      json.filtered = filterResults(filters, row.id, [
        row.spoiler_text,
        row.text,
        ...(media.get(row.id) ?? []).map((m) => m.description ?? ''),
      ]);
    }
    return json;
  };

  return ids.flatMap((id) => {
    const row = outer.get(id);
    if (!row) return [];
    let reblog: ApiStatusJSON | null = null;
    if (row.reblog_of_id) {
      const original = all.get(row.reblog_of_id);
      reblog = original ? build(original, null) : null;
      if (!reblog) return [];
    }
    return build(row, reblog) ?? [];
  });
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
