/**
 * Server HTML as a plain tree of text and elements, for the sanitiser to walk. The
 * browser parses it into the content of a <template> where there is a document (inert:
 * nothing runs or loads, and far cheaper than a new document per post); elsewhere (unit tests in Node, a worker) a small tolerant parser stands
 * in. Either way nothing here is trusted: the sanitiser decides what survives.
 */
export type HtmlNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; name: string; attrs: Record<string, string>; children: HtmlNode[] };

/** Deeper nesting is flattened to its text: hostile input must not blow the stack. */
export const MAX_HTML_DEPTH = 64;

let template: HTMLTemplateElement | null = null;

export function parseHtml(html: string): HtmlNode[] {
  if (typeof document !== 'undefined') {
    template ??= document.createElement('template');
    template.innerHTML = html;
    const nodes = fromDom(template.content.childNodes, 0);
    template.innerHTML = '';
    return nodes;
  }
  return parseHtmlFallback(html);
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

function fromDom(nodes: NodeListOf<ChildNode>, depth: number): HtmlNode[] {
  const out: HtmlNode[] = [];
  for (const node of nodes) {
    if (node.nodeType === TEXT_NODE) {
      out.push({ kind: 'text', text: node.nodeValue ?? '' });
    } else if (node.nodeType === ELEMENT_NODE) {
      const element = node as Element;
      if (depth >= MAX_HTML_DEPTH) {
        out.push({ kind: 'text', text: element.textContent });
        continue;
      }
      const attrs: Record<string, string> = {};
      for (const attr of element.attributes) attrs[attr.name.toLowerCase()] = attr.value;
      out.push({
        kind: 'element',
        name: element.localName.toLowerCase(),
        attrs,
        children: fromDom(element.childNodes, depth + 1),
      });
    }
  }
  return out;
}

// prettier-ignore
const VOID = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param',
  'source', 'track', 'wbr',
]);
/** Their content is text up to the matching end tag, never markup. */
// prettier-ignore
const RAW_TEXT = new Set([
  'script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript',
]);
/** Opening one of these ends an open paragraph, as HTML does. */
// prettier-ignore
const CLOSES_P = new Set([
  'p', 'div', 'ul', 'ol', 'pre', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table',
]);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED[body] ?? whole;
  });
}

const TAG_START = /^<(\/?)([a-zA-Z][^\s/>]*)/;
const ATTRIBUTE = /^\s*([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/;

/** A stand-in for DOMParser where there is none: forgiving, never throwing. */
export function parseHtmlFallback(html: string): HtmlNode[] {
  const lower = html.toLowerCase();
  const root: HtmlNode[] = [];
  const stack: { name: string; children: HtmlNode[] }[] = [];
  const current = () => stack[stack.length - 1]?.children ?? root;
  const pushText = (raw: string) => {
    if (!raw) return;
    const text = decodeEntities(raw.replace(/\0/g, '\ufffd'));
    const siblings = current();
    const last = siblings[siblings.length - 1];
    if (last?.kind === 'text') last.text += text;
    else siblings.push({ kind: 'text', text });
  };
  const closeUpTo = (name: string) => {
    const at = stack.map((e) => e.name).lastIndexOf(name);
    if (at >= 0) stack.length = at;
  };

  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      pushText(html.slice(i));
      break;
    }
    pushText(html.slice(i, lt));
    i = lt;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', i) || html.startsWith('<?', i)) {
      const end = html.indexOf('>', i);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const start = TAG_START.exec(html.slice(i, i + 256));
    if (!start) {
      pushText('<');
      i += 1;
      continue;
    }
    const isEnd = start[1] === '/';
    const name = start[2]!.toLowerCase();
    i += start[0].length;
    const attrs: Record<string, string> = {};
    for (;;) {
      const attr = ATTRIBUTE.exec(html.slice(i, i + 4096));
      if (!attr) break;
      const key = attr[1]!.toLowerCase();
      if (!(key in attrs)) attrs[key] = decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? '');
      i += attr[0].length;
    }
    const close = html.indexOf('>', i);
    i = close < 0 ? html.length : close + 1;
    if (isEnd) {
      closeUpTo(name);
      continue;
    }
    if (CLOSES_P.has(name) && stack[stack.length - 1]?.name === 'p') stack.pop();
    if (name === 'li' && stack[stack.length - 1]?.name === 'li') stack.pop();
    const element: HtmlNode = { kind: 'element', name, attrs, children: [] };
    if (RAW_TEXT.has(name)) {
      const endAt = lower.indexOf(`</${name}`, i);
      const raw = html.slice(i, endAt < 0 ? html.length : endAt);
      if (raw) element.children.push({ kind: 'text', text: raw });
      const endClose = endAt < 0 ? -1 : html.indexOf('>', endAt);
      i = endClose < 0 ? html.length : endClose + 1;
      current().push(element);
      continue;
    }
    if (stack.length >= MAX_HTML_DEPTH) continue;
    current().push(element);
    if (!VOID.has(name)) stack.push({ name, children: element.children });
  }
  return root;
}
