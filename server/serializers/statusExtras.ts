/** The parts of a status that live in their own tables: polls, link previews, emoji reactions. */
import type {
  ApiEmojiReactionJSON,
  ApiPollJSON,
  ApiPreviewCardJSON,
  ApiQuoteApprovalJSON,
} from '../../src/api/types';
import {
  cardRows,
  pollRows,
  reactionRows,
  type CardRow,
  type PollRow,
} from '../services/statusExtraRows';
import { loadAccounts } from './accounts';
import type { SerializeContext } from './context';
import { emojiReactionJSON, emojisIn } from './emojis';

export interface StatusExtras {
  polls: Map<string, ApiPollJSON>;
  cards: Map<string, ApiPreviewCardJSON>;
  reactions: Map<string, ApiEmojiReactionJSON[]>;
}

export function pollJSON(row: PollRow, ctx: SerializeContext): ApiPollJSON {
  const expired = row.expires_at !== null && row.expires_at.getTime() <= Date.now();
  const ownVotes = row.own_votes ?? [];
  const showTotals = !row.hide_totals || expired || row.account_id === ctx.viewerId;
  const votes = new Map((row.votes ?? []).map((v) => [v.choice, v.count]));
  const votesCount = [...votes.values()].reduce((sum, n) => sum + n, 0);
  const poll: ApiPollJSON = {
    id: row.status_id,
    expires_at: row.expires_at ? row.expires_at.toISOString() : null,
    expired,
    multiple: row.multiple,
    votes_count: votesCount,
    voters_count: row.multiple ? row.voters_count : null,
    options: row.options.map((title, i) => ({
      title,
      votes_count: showTotals ? (votes.get(i) ?? 0) : null,
    })),
    emojis: emojisIn(ctx, ...row.options),
  };
  if (ctx.viewerId) {
    poll.voted = ownVotes.length > 0 || row.account_id === ctx.viewerId;
    poll.own_votes = ownVotes;
  }
  return poll;
}

/** Polls of the given statuses (poll id = status id), as the viewer sees them. */
export async function loadPolls(
  ctx: SerializeContext,
  ids: string[],
): Promise<Map<string, ApiPollJSON>> {
  if (!ids.length) return new Map();
  const found = await pollRows(ctx.db, ids, ctx.viewerId);
  return new Map(found.map((row) => [row.status_id, pollJSON(row, ctx)]));
}

/** Cards as the API sends them, by each row's key. */
export async function cardsJSON(
  ctx: SerializeContext,
  found: CardRow[],
): Promise<Map<string, ApiPreviewCardJSON>> {
  const authors = await loadAccounts(
    ctx,
    found.flatMap((c) => c.author_account_id ?? []),
  );
  return new Map(
    found.map((c) => {
      const account = c.author_account_id ? (authors.get(c.author_account_id) ?? null) : null;
      const card: ApiPreviewCardJSON = {
        url: c.url,
        title: c.title,
        description: c.description,
        language: c.language,
        type: c.type,
        author_name: c.author_name,
        author_url: c.author_url,
        provider_name: c.provider_name,
        provider_url: c.provider_url,
        html: c.html,
        width: c.width,
        height: c.height,
        image: c.image_path ? `${ctx.origin}/system/${c.image_path}` : null,
        image_description: c.image_description,
        embed_url: c.embed_url,
        blurhash: c.blurhash,
        published_at: c.published_at ? c.published_at.toISOString() : null,
        authors:
          c.author_name || account ? [{ name: c.author_name, url: c.author_url, account }] : [],
      };
      return [c.key, card];
    }),
  );
}

async function loadCards(
  ctx: SerializeContext,
  ids: string[],
): Promise<Map<string, ApiPreviewCardJSON>> {
  if (!ids.length) return new Map();
  return cardsJSON(ctx, await cardRows(ctx.db, ids));
}

/** kmyblue's reaction name: a custom emoji by shortcode (no colons), else the unicode emoji. */
export async function loadReactions(
  ctx: SerializeContext,
  ids: string[],
): Promise<Map<string, ApiEmojiReactionJSON[]>> {
  const map = new Map<string, ApiEmojiReactionJSON[]>();
  if (!ids.length) return map;
  const found = await reactionRows(ctx.db, ids);
  for (const row of found) {
    const json = emojiReactionJSON(ctx, row.name, row.account_ids);
    const list = map.get(row.status_id);
    if (list) list.push(json);
    else map.set(row.status_id, [json]);
  }
  return map;
}

export async function loadStatusExtras(
  ctx: SerializeContext,
  ids: string[],
): Promise<StatusExtras> {
  const [polls, cards, reactions] = await Promise.all([
    loadPolls(ctx, ids),
    loadCards(ctx, ids),
    loadReactions(ctx, ids),
  ]);
  return { polls, cards, reactions };
}

const SHAREABLE = ['public', 'unlisted', 'public_unlisted', 'login'];

/** Mastodon 4.4's quote_approval from the author's policy, for this viewer. */
export function quoteApprovalJSON(
  row: { account_id: string; visibility: string; quote_approval_policy: string },
  viewerId: string | null,
  viewerFollowsAuthor: boolean,
): ApiQuoteApprovalJSON {
  const automatic =
    row.quote_approval_policy === 'public'
      ? ['public']
      : row.quote_approval_policy === 'followers'
        ? ['followers']
        : [];
  let currentUser: ApiQuoteApprovalJSON['current_user'];
  if (!viewerId) currentUser = 'unknown';
  else if (row.account_id === viewerId) currentUser = 'automatic';
  else if (!SHAREABLE.includes(row.visibility)) currentUser = 'denied';
  else if (automatic.includes('public')) currentUser = 'automatic';
  else if (automatic.includes('followers') && viewerFollowsAuthor) currentUser = 'automatic';
  else currentUser = 'denied';
  return { automatic, manual: [], current_user: currentUser };
}
