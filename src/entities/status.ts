import { htmlToRichNodes, richNodesToPlain, textToRichNodes, type RichNode } from '../lib/richText';
import { safeHttpUrl } from '../lib/url';
import { normaliseAccount } from './account';
import { emptyBundle, mergeBundle } from './bundle';
import { normaliseCard } from './card';
import { normaliseCustomEmojis } from './customEmoji';
import {
  normaliseEmojiReactions,
  normaliseFilterResult,
  normaliseMention,
  normaliseQuoteApproval,
} from './statusParts';
import { readMediaAttachments, readPoll, sideParts, type SideParts } from './statusSideParts';
import type { CustomEmoji, EntityBundle, Status, StatusQuote, Visibility } from './types';
import {
  isObject,
  known,
  oneOf,
  readEach,
  readId,
  reader,
  wireObject,
  type Reader,
} from './validate';
import {
  LIMITED_SCOPES,
  QUOTE_STATES,
  SEARCHABILITIES,
  VISIBILITIES,
  type ApiStatusJSON,
  type ApiTagJSON,
} from '../api/types';

export const SENSITIVE_EMOJI_SPOILER = '[Contains sensitive custom emoji(s)]';

/** Quotes of quotes of boosts: past this, nested statuses are kept as ids only. */
const MAX_NESTING = 6;

/** kmyblue's real visibility when it sent one; an unknown value reads as the strict private. */
const visibilityOf = (r: Reader<ApiStatusJSON>): Visibility =>
  known(r.json.visibility_ex, VISIBILITIES) ?? known(r.json.visibility, VISIBILITIES) ?? 'private';

const usesSensitiveEmoji = (nodes: RichNode[], sensitive: Set<string>): boolean =>
  nodes.some((n) =>
    n.type === 'emoji'
      ? sensitive.has(n.shortcode)
      : 'children' in n && usesSensitiveEmoji(n.children, sensitive),
  );

/**
 * A spoiler with no content becomes the content; a post using a sensitive
 * custom emoji with no spoiler gets one; hidden follows from the result.
 */
function contentAndSpoiler(
  r: Reader<ApiStatusJSON>,
  emojis: CustomEmoji[],
  mentions: Status['mentions'],
  parts: SideParts,
) {
  let content = htmlToRichNodes(r.stringOr('content', ''), { emojis, mentions });
  let contentPlain = richNodesToPlain(content);
  let spoilerText = parts.read('text', '', () => r.stringOr('spoiler_text', ''));
  if (
    spoilerText.trim() !== '' &&
    contentPlain.trim() === '' &&
    content.every((n) => n.type !== 'emoji')
  ) {
    content = [{ type: 'element', tag: 'p', children: textToRichNodes(spoilerText, emojis) }];
    contentPlain = spoilerText;
    spoilerText = '';
  }
  const sensitiveEmoji = new Set(emojis.filter((e) => e.sensitive).map((e) => e.shortcode));
  if (
    spoilerText === '' &&
    sensitiveEmoji.size > 0 &&
    usesSensitiveEmoji(content, sensitiveEmoji)
  ) {
    spoilerText = SENSITIVE_EMOJI_SPOILER;
  }
  return { content, contentPlain, spoilerText };
}

/** Both quote shapes (reference/kmyblue-api.md): Mastodon 4.4's wrapper and kmyblue's older nested status. */
function quoteOf(
  r: Reader<ApiStatusJSON>,
  bundle: EntityBundle,
  depth: number,
  parts: SideParts,
): StatusQuote | null {
  const quote = r.object('quote');
  if (quote && typeof quote.state === 'string') {
    const nested = quote.quoted_status;
    const quotedId = typeof quote.quoted_status_id === 'string' ? quote.quoted_status_id : null;
    return {
      state: oneOf(quote.state, QUOTE_STATES, 'unauthorized'),
      quotedStatusId: isObject(nested) ? nestedStatusId(nested, bundle, depth, parts) : quotedId,
      isLegacy: false,
    };
  }
  const legacyId = r.stringOr('quote_id', null);
  if (quote)
    return {
      // kmyblue marks a quoted post by someone the reader muted.
      state: quote.quote_muted === true ? 'muted_account' : 'accepted',
      quotedStatusId: nestedStatusId(quote, bundle, depth, parts),
      isLegacy: true,
    };
  if (legacyId) return { state: 'accepted', quotedStatusId: legacyId, isLegacy: true };
  return null;
}

/**
 * A quoted status goes into the bundle. Too deep, only its id is kept, to be fetched later;
 * one that cannot be read is noted and kept by its id: the quote says the quoted post is
 * unavailable unless fetching it on its own succeeds.
 */
function nestedStatusId(
  json: unknown,
  bundle: EntityBundle,
  depth: number,
  parts: SideParts,
): string | null {
  if (depth >= MAX_NESTING) return readId(json);
  const part = emptyBundle();
  const status = parts.read('quote', null, () => readStatus(json, part, depth + 1), readId(json));
  // Kept by its id: the post on its own may read where this copy did not.
  if (!status) return readId(json);
  mergeBundle(bundle, part);
  return status.id;
}

function readStatus(json: unknown, bundle: EntityBundle, depth: number): Status {
  const r = reader<ApiStatusJSON>(json, 'Status');
  const id = r.string('id');
  const account = normaliseAccount(r.object('account') ?? r.fail('"account" is missing'), bundle);
  const createdAt = r.string('created_at');
  const reblog = r.object('reblog');
  const reblogId = reblog
    ? depth >= MAX_NESTING
      ? readId(reblog)
      : readStatus(reblog, bundle, depth + 1).id
    : null;
  // Past the essentials above (and the content), every part is read on its own.
  const parts = sideParts();
  const side = parts.read;
  const uri = side('text', '', () => r.stringOr('uri', ''));
  const emojis = normaliseCustomEmojis(r.json.emojis);
  const mentions = side('mentions', [], () => readEach(r.array('mentions'), normaliseMention));
  const { content, contentPlain, spoilerText } = contentAndSpoiler(r, emojis, mentions, parts);
  const sensitive = side('flags', false, () => r.boolean('sensitive'));
  const flag = (key: 'favourited' | 'reblogged' | 'bookmarked' | 'muted' | 'pinned' | 'markdown') =>
    side('flags', false, () => r.boolean(key));
  const count = (key: Parameters<typeof r.numberOr>[0], fallback = 0) =>
    side('counts', fallback, () => r.numberOr(key, fallback));
  const emojiReactions = side('emoji_reactions', [], () =>
    normaliseEmojiReactions(r.array('emoji_reactions')),
  );
  const cardJson = side('card', null, () => r.object('card'));
  const status: Status = {
    id,
    uri,
    // A url that is not http(s) falls back to the uri; it becomes an href,
    // so a uri that is not http(s) either leaves no link at all.
    url: safeHttpUrl(r.json.url) ?? safeHttpUrl(uri) ?? '',
    createdAt,
    editedAt: typeof r.json.edited_at === 'string' ? r.json.edited_at : null,
    accountId: account.id,
    reblogId,
    content,
    contentPlain,
    spoilerText,
    spoilerNodes: textToRichNodes(spoilerText, emojis),
    sensitive,
    hidden: spoilerText !== '' || sensitive,
    visibility: visibilityOf(r),
    limitedScope: known(r.json.limited_scope, LIMITED_SCOPES),
    searchability: known(r.json.searchability, SEARCHABILITIES),
    language: typeof r.json.language === 'string' ? r.json.language : null,
    markdown: flag('markdown'),
    mediaAttachments: readMediaAttachments(r.json.media_attachments, parts),
    poll: readPoll(r.json.poll, emojis, parts),
    // A preview is decoration: one that cannot be read is left out, not the post.
    card: cardJson ? tryCard(cardJson, bundle, parts) : null,
    mentions,
    tags: side('tags', [], () =>
      r.array('tags').flatMap((t) => {
        const name = wireObject<ApiTagJSON>(t)?.name;
        return typeof name === 'string' ? [name.toLowerCase()] : [];
      }),
    ),
    emojis,
    repliesCount: count('replies_count'),
    reblogsCount: count('reblogs_count'),
    favouritesCount: count('favourites_count'),
    quotesCount: count('quotes_count'),
    inReplyToId: side('text', null, () => r.stringOr('in_reply_to_id', null)),
    inReplyToAccountId: side('text', null, () => r.stringOr('in_reply_to_account_id', null)),
    favourited: flag('favourited'),
    reblogged: flag('reblogged'),
    bookmarked: flag('bookmarked'),
    muted: flag('muted'),
    pinned: flag('pinned'),
    filtered: side('filtered', [], () => readEach(r.array('filtered'), normaliseFilterResult)),
    emojiReactions,
    emojiReactionsCount: count(
      'emoji_reactions_count',
      emojiReactions.reduce((sum, e) => sum + e.count, 0),
    ),
    statusReferenceIds: side('status_references', [], () => r.stringArray('status_reference_ids')),
    statusReferencesCount: count('status_references_count'),
    statusReferredByCount: count('status_referred_by_count'),
    quote: side('quote', null, () => quoteOf(r, bundle, depth, parts)),
    quoteApproval: side('quote_approval', null, () => {
      const approval = r.object('quote_approval');
      return approval ? normaliseQuoteApproval(approval) : null;
    }),
    applicationName: applicationNameOf(r.json.application),
    unreadableParts: parts.problems,
  };
  bundle.statuses.push(status);
  return status;
}

const applicationNameOf = (json: unknown): string | null => {
  const name = wireObject<NonNullable<ApiStatusJSON['application']>>(json)?.name;
  return typeof name === 'string' ? name : null;
};

function tryCard(json: unknown, bundle: EntityBundle, parts: SideParts) {
  const part = emptyBundle();
  const card = parts.read('card', null, () => normaliseCard(json, part));
  if (card) mergeBundle(bundle, part);
  return card;
}

/**
 * Reads a status into the bundle with everything it carries (its account, the boosted
 * and quoted statuses and their accounts), stored once each; the status holds ids.
 */
export function normaliseStatus(json: unknown, bundle: EntityBundle): Status {
  return readStatus(json, bundle, 0);
}
