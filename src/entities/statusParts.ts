/** The smaller pieces of a status: filter results, reactions, mentions, quote approval. */
import { safeHttpUrl } from '../lib/url';
import {
  QUOTE_APPROVAL_CURRENT_USER,
  type ApiEmojiReactionJSON,
  type ApiFilterJSON,
  type ApiFilterResultJSON,
  type ApiMentionJSON,
  type ApiQuoteApprovalJSON,
} from '../api/types';
import type { EmojiReaction, FilterResult, Mention, QuoteApproval } from './types';
import { filterActionOf } from './filter';
import { oneOf, reader, readEach } from './validate';

export function normaliseFilterResult(json: unknown): FilterResult {
  const r = reader<ApiFilterResultJSON>(json, 'Filter result');
  const filter = reader<ApiFilterJSON>(
    r.object('filter') ?? r.fail('"filter" is missing'),
    'Filter',
  );
  return {
    filterId: filter.string('id'),
    title: filter.stringOr('title', ''),
    action: filterActionOf(filter),
    context: filter.stringArray('context'),
    expiresAt: filter.stringOr('expires_at', null),
    keywordMatches: r.stringArray('keyword_matches'),
    statusMatches: r.stringArray('status_matches'),
  };
}

export function normaliseMention(json: unknown): Mention {
  const r = reader<ApiMentionJSON>(json, 'Mention');
  return {
    id: r.string('id'),
    username: r.string('username'),
    acct: r.string('acct'),
    url: safeHttpUrl(r.json.url) ?? '',
  };
}

/** Null for a reaction with nothing left on it (a count of zero or less). */
export function normaliseEmojiReaction(json: unknown): EmojiReaction | null {
  const r = reader<ApiEmojiReactionJSON>(json, 'Emoji reaction');
  const count = r.numberOr('count', 0);
  if (count <= 0) return null;
  return {
    name: r.string('name'),
    count,
    me: r.boolean('me'),
    url: safeHttpUrl(r.json.url),
    staticUrl: safeHttpUrl(r.json.static_url) ?? safeHttpUrl(r.json.url),
    domain: r.stringOr('domain', null),
    accountIds: r.stringArray('account_ids'),
  };
}

export function normaliseEmojiReactions(items: unknown[]): EmojiReaction[] {
  return readEach(items, normaliseEmojiReaction);
}

export function normaliseQuoteApproval(json: unknown): QuoteApproval {
  const r = reader<ApiQuoteApprovalJSON>(json, 'Quote approval');
  return {
    automatic: r.stringArray('automatic'),
    manual: r.stringArray('manual'),
    currentUser: oneOf(r.json.current_user, QUOTE_APPROVAL_CURRENT_USER, 'unknown'),
  };
}
