/**
 * Server HTML becomes a tree of allowed nodes once, at the edge; the screen renders
 * that tree as React elements and never sees HTML. The allow-list is strict: a
 * handful of tags, no attributes but an http(s) href, two span classes.
 */
import { parseHtml, type HtmlNode } from './htmlParse';
import { safeHttpUrl } from './url';

export type RichTag =
  | 'p'
  | 'br'
  | 'span'
  | 'strong'
  | 'b'
  | 'em'
  | 'i'
  | 'u'
  | 'del'
  | 's'
  | 'code'
  | 'pre'
  | 'blockquote'
  | 'ul'
  | 'ol'
  | 'li'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'sup'
  | 'sub'
  | 'small'
  | 'ruby'
  | 'rt'
  | 'rp';

export type RichNode =
  | { type: 'text'; text: string }
  | {
      type: 'element';
      tag: RichTag;
      /** Only Mastodon's link-shortening classes survive. */
      className?: 'invisible' | 'ellipsis';
      children: RichNode[];
    }
  | {
      type: 'link';
      /** Always http(s). */
      href: string;
      children: RichNode[];
      /** Set when the link is a mention of a known account. */
      mention?: { accountId: string; acct: string };
      /** Set when the link is a hashtag (lower-case name without '#'). */
      hashtag?: string;
    }
  | { type: 'emoji'; shortcode: string; url: string; staticUrl: string };

export interface RichTextEmoji {
  shortcode: string;
  url: string;
  staticUrl: string;
}

export interface RichTextMention {
  id: string;
  acct: string;
  url: string;
  username: string;
}

export interface RichTextOptions {
  emojis: readonly RichTextEmoji[];
  mentions: readonly RichTextMention[];
}

// prettier-ignore
const ALLOWED = new Set<string>([
  'p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 'del', 's', 'code', 'pre', 'blockquote',
  'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'sup', 'sub', 'small', 'ruby', 'rt', 'rp',
] satisfies RichTag[]);
const isRichTag = (name: string): name is RichTag => ALLOWED.has(name);

/** Dropped with everything inside; every other unknown tag is unwrapped. */
// prettier-ignore
const DROPPED = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'noscript',
  'head', 'title',
]);
const CODE = new Set(['code', 'pre']);

const SHORTCODE = /:([a-zA-Z0-9_]+):/g;

type EmojiMap = ReadonlyMap<string, RichTextEmoji>;
const emojiMapOf = (emojis: readonly RichTextEmoji[]): EmojiMap =>
  new Map(emojis.map((e) => [e.shortcode, e]));

/** `:shortcode:` of a known emoji becomes an emoji node; the rest stays text. */
function emojify(text: string, emojis: EmojiMap): RichNode[] {
  if (emojis.size === 0 || !text.includes(':')) return text ? [{ type: 'text', text }] : [];
  const out: RichNode[] = [];
  let from = 0;
  SHORTCODE.lastIndex = 0;
  for (let match = SHORTCODE.exec(text); match; match = SHORTCODE.exec(text)) {
    const emoji = emojis.get(match[1]!);
    if (!emoji) {
      // The closing colon may open the next shortcode (':a:b:').
      SHORTCODE.lastIndex = match.index + match[0].length - 1;
      continue;
    }
    if (match.index > from) out.push({ type: 'text', text: text.slice(from, match.index) });
    out.push({
      type: 'emoji',
      shortcode: emoji.shortcode,
      url: emoji.url,
      staticUrl: emoji.staticUrl,
    });
    from = match.index + match[0].length;
  }
  if (from < text.length) out.push({ type: 'text', text: text.slice(from) });
  return out;
}

function mergeText(nodes: RichNode[]): RichNode[] {
  const out: RichNode[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text') {
      out[out.length - 1] = { type: 'text', text: last.text + node.text };
    } else if (node.type !== 'text' || node.text !== '') {
      out.push(node);
    }
  }
  return out;
}

interface Context {
  emojis: EmojiMap;
  mentions: readonly RichTextMention[];
  inCode: boolean;
  inLink: boolean;
}

const tokens = (value: string | undefined) =>
  (value ?? '').toLowerCase().split(/\s+/).filter(Boolean);

function findMention(href: string, text: string, isMentionClass: boolean, ctx: Context) {
  const byUrl = ctx.mentions.find((m) => safeHttpUrl(m.url) === href);
  if (byUrl || !isMentionClass) return byUrl;
  // Remote servers link mentions to their own profile URLs; fall back to the text.
  const name = text.trim().replace(/^@/, '').toLowerCase();
  const byAcct = ctx.mentions.filter((m) => m.acct.toLowerCase() === name);
  if (byAcct.length === 1) return byAcct[0];
  const byUsername = ctx.mentions.filter((m) => m.username.toLowerCase() === name);
  return byUsername.length === 1 ? byUsername[0] : undefined;
}

function sanitiseLink(node: Extract<HtmlNode, { kind: 'element' }>, ctx: Context): RichNode[] {
  const href = ctx.inLink ? null : safeHttpUrl(node.attrs.href);
  if (!href) return sanitise(node.children, ctx);
  const children = sanitise(node.children, { ...ctx, inLink: true });
  const text = richNodesToPlain(children);
  const classes = tokens(node.attrs.class);
  const link: Extract<RichNode, { type: 'link' }> = { type: 'link', href, children };
  if (classes.includes('hashtag') || tokens(node.attrs.rel).includes('tag')) {
    const name = text.trim().replace(/^#/, '').toLowerCase();
    if (name) link.hashtag = name;
  } else {
    const mention = findMention(href, text, classes.includes('mention'), ctx);
    if (mention) link.mention = { accountId: mention.id, acct: mention.acct };
  }
  return [link];
}

function sanitise(nodes: readonly HtmlNode[], ctx: Context): RichNode[] {
  const out: RichNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'text') {
      out.push(
        ...(ctx.inCode
          ? [{ type: 'text' as const, text: node.text }]
          : emojify(node.text, ctx.emojis)),
      );
      continue;
    }
    const { name } = node;
    if (DROPPED.has(name)) continue;
    if (name === 'a') {
      out.push(...sanitiseLink(node, ctx));
    } else if (name === 'br') {
      out.push({ type: 'element', tag: 'br', children: [] });
    } else if (isRichTag(name)) {
      const inner = { ...ctx, inCode: ctx.inCode || CODE.has(name) };
      const element: RichNode = {
        type: 'element',
        tag: name,
        children: sanitise(node.children, inner),
      };
      if (name === 'span') {
        const classes = tokens(node.attrs.class);
        const kept = classes.find((c) => c === 'invisible' || c === 'ellipsis');
        if (kept === 'invisible' || kept === 'ellipsis') element.className = kept;
      }
      out.push(element);
    } else {
      out.push(...sanitise(node.children, ctx));
    }
  }
  return mergeText(out);
}

/** Server HTML (status content, account notes and fields) as allowed nodes. */
export function htmlToRichNodes(html: string, opts: RichTextOptions): RichNode[] {
  if (!html) return [];
  const ctx: Context = {
    emojis: emojiMapOf(opts.emojis),
    mentions: opts.mentions,
    inCode: false,
    inLink: false,
  };
  return sanitise(parseHtml(html), ctx);
}

/** Plain text from the server (display names, spoiler text, poll options): emoji only. */
export function textToRichNodes(text: string, emojis: readonly RichTextEmoji[]): RichNode[] {
  return emojify(text, emojiMapOf(emojis));
}

const PARAGRAPHS = new Set([
  'p',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
const BREAK = '\u0000';

function plainOf(nodes: readonly RichNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += node.text.replaceAll(BREAK, '');
    else if (node.type === 'emoji') out += `:${node.shortcode}:`;
    else if (node.type === 'link') out += plainOf(node.children);
    else if (node.tag === 'br') out += '\n';
    else if (PARAGRAPHS.has(node.tag)) out += `${BREAK}P${plainOf(node.children)}${BREAK}P`;
    else if (node.tag === 'li') out += `${BREAK}L${plainOf(node.children)}${BREAK}L`;
    else out += plainOf(node.children);
  }
  return out;
}

/**
 * Line breaks become newlines and paragraph breaks blank lines; tags are
 * stripped and emoji read as their shortcode.
 */
export function richNodesToPlain(nodes: readonly RichNode[]): string {
  // Whitespace around a block boundary is markup layout, not text.
  return plainOf(nodes)
    .replace(/^(?:\s*\0[PL])+\s*|(?:\s*\0[PL])+\s*$/g, '')
    .replace(/(?:\s*\0[PL])+\s*/g, (run) => (run.includes('P') ? '\n\n' : '\n'));
}

export function richTextToPlain(html: string): string {
  return richNodesToPlain(htmlToRichNodes(html, { emojis: [], mentions: [] }));
}

/** The src of the first iframe in embed markup (a card's html), when it is http(s). */
export function iframeSrc(html: string): string | null {
  const find = (nodes: readonly HtmlNode[]): string | null => {
    for (const node of nodes) {
      if (node.kind !== 'element') continue;
      if (node.name === 'iframe') return safeHttpUrl(node.attrs.src);
      const inner = find(node.children);
      if (inner) return inner;
    }
    return null;
  };
  return html ? find(parseHtml(html)) : null;
}
