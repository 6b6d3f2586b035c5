import { htmlToRichNodes, richNodesToPlain, textToRichNodes, type RichNode } from '../lib/richText';
import { safeHttpUrl } from '../lib/url';
import { normaliseAccount } from './account';
import { emptyBundle, mergeBundle } from './bundle';
import { normaliseCard } from './card';
import { normaliseCustomEmojis } from './customEmoji';
import { normaliseMediaAttachment } from './media';
import { normalisePoll } from './poll';
import {
  normaliseEmojiReactions,
  normaliseFilterResult,
  normaliseMention,
  normaliseQuoteApproval,
} from './statusParts';
import type { CustomEmoji, EntityBundle, Status, StatusQuote, Visibility } from './types';
import {
  EntityError,
  isObject,
  known,
  oneOf,
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
) {
  let content = htmlToRichNodes(r.stringOr('content', ''), { emojis, mentions });
  let contentPlain = richNodesToPlain(content);
  let spoilerText = r.stringOr('spoiler_text', '');
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
): StatusQuote | null {
  const quote = r.object('quote');
  if (quote && typeof quote.state === 'string') {
    const nested = quote.quoted_status;
    const quotedId = typeof quote.quoted_status_id === 'string' ? quote.quoted_status_id : null;
    return {
      state: oneOf(quote.state, QUOTE_STATES, 'unauthorized'),
      quotedStatusId: isObject(nested) ? nestedStatusId(nested, bundle, depth) : quotedId,
      isLegacy: false,
    };
  }
  const legacyId = r.stringOr('quote_id', null);
  if (quote)
    return {
      // kmyblue marks a quoted post by someone the reader muted.
      state: quote.quote_muted === true ? 'muted_account' : 'accepted',
      quotedStatusId: nestedStatusId(quote, bundle, depth),
      isLegacy: true,
    };
  if (legacyId) return { state: 'accepted', quotedStatusId: legacyId, isLegacy: true };
  return null;
}

/**
 * A nested status (boosted or quoted) goes into the bundle. A quoted one that cannot
 * be read leaves only its id, to be fetched later; too deep, the same.
 */
function nestedStatusId(json: unknown, bundle: EntityBundle, depth: number): string | null {
  if (depth >= MAX_NESTING) return readId(json);
  const part = emptyBundle();
  try {
    const status = readStatus(json, part, depth + 1);
    mergeBundle(bundle, part);
    return status.id;
  } catch (error) {
    if (!(error instanceof EntityError)) throw error;
    return readId(json);
  }
}

function readStatus(json: unknown, bundle: EntityBundle, depth: number): Status {
  const r = reader<ApiStatusJSON>(json, 'Status');
  const id = r.string('id');
  const uri = r.string('uri');
  const account = normaliseAccount(r.object('account') ?? r.fail('"account" is missing'), bundle);
  const reblog = r.object('reblog');
  const reblogId = reblog
    ? depth >= MAX_NESTING
      ? readId(reblog)
      : readStatus(reblog, bundle, depth + 1).id
    : null;
  const emojis = normaliseCustomEmojis(r.json.emojis);
  const mentions = r.array('mentions').map(normaliseMention);
  const { content, contentPlain, spoilerText } = contentAndSpoiler(r, emojis, mentions);
  const sensitive = r.boolean('sensitive');
  const emojiReactions = normaliseEmojiReactions(r.array('emoji_reactions'));
  const pollJson = r.object('poll');
  const cardJson = r.object('card');
  const quoteApproval = r.object('quote_approval');
  const application = r.object('application');
  const status: Status = {
    id,
    uri,
    // A url that is not http(s) falls back to the uri; it becomes an href,
    // so a uri that is not http(s) either leaves no link at all.
    url: safeHttpUrl(r.json.url) ?? safeHttpUrl(uri) ?? '',
    createdAt: r.string('created_at'),
    editedAt: r.stringOr('edited_at', null),
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
    language: r.stringOr('language', null),
    markdown: r.boolean('markdown'),
    mediaAttachments: r.array('media_attachments').map(normaliseMediaAttachment),
    poll: pollJson ? normalisePoll(pollJson, emojis) : null,
    // A preview is decoration: one that cannot be read is left out, not the post.
    card: cardJson ? tryCard(cardJson, bundle) : null,
    mentions,
    tags: r.array('tags').flatMap((t) => {
      const name = wireObject<ApiTagJSON>(t)?.name;
      return typeof name === 'string' ? [name.toLowerCase()] : [];
    }),
    emojis,
    repliesCount: r.numberOr('replies_count', 0),
    reblogsCount: r.numberOr('reblogs_count', 0),
    favouritesCount: r.numberOr('favourites_count', 0),
    quotesCount: r.numberOr('quotes_count', 0),
    inReplyToId: r.stringOr('in_reply_to_id', null),
    inReplyToAccountId: r.stringOr('in_reply_to_account_id', null),
    favourited: r.boolean('favourited'),
    reblogged: r.boolean('reblogged'),
    bookmarked: r.boolean('bookmarked'),
    muted: r.boolean('muted'),
    pinned: r.boolean('pinned'),
    filtered: r.array('filtered').map(normaliseFilterResult),
    emojiReactions,
    emojiReactionsCount: r.numberOr(
      'emoji_reactions_count',
      emojiReactions.reduce((sum, e) => sum + e.count, 0),
    ),
    statusReferenceIds: r.stringArray('status_reference_ids'),
    statusReferencesCount: r.numberOr('status_references_count', 0),
    statusReferredByCount: r.numberOr('status_referred_by_count', 0),
    quote: quoteOf(r, bundle, depth),
    quoteApproval: quoteApproval ? normaliseQuoteApproval(quoteApproval) : null,
    applicationName: application && typeof application.name === 'string' ? application.name : null,
  };
  bundle.statuses.push(status);
  return status;
}

function tryCard(json: unknown, bundle: EntityBundle) {
  const part = emptyBundle();
  try {
    const card = normaliseCard(json, part);
    mergeBundle(bundle, part);
    return card;
  } catch (error) {
    if (!(error instanceof EntityError)) throw error;
    return null;
  }
}

/**
 * Reads a status into the bundle with everything it carries (its account, the boosted
 * and quoted statuses and their accounts), stored once each; the status holds ids.
 */
export function normaliseStatus(json: unknown, bundle: EntityBundle): Status {
  return readStatus(json, bundle, 0);
}
