import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  MAX_HTML_DEPTH,
  parseHtml,
  parseHtmlFallback,
  type HtmlNode,
} from './htmlParse';

const el = (name: string, attrs: Record<string, string>, ...children: HtmlNode[]): HtmlNode => ({
  kind: 'element',
  name,
  attrs,
  children,
});
const text = (t: string): HtmlNode => ({ kind: 'text', text: t });

describe('decodeEntities', () => {
  it('decodes the common named and all numeric references', () => {
    expect(
      decodeEntities('&lt;b&gt; &amp;amp; &quot;q&quot; &apos;a&apos;&nbsp;&#39;&#x1F600;'),
    ).toBe("<b> &amp; \"q\" 'a'\u00a0'😀");
  });
  it('leaves unknown names alone and replaces impossible code points', () => {
    expect(decodeEntities('&unknown; &#0; &#xD800; &#x110000;')).toBe(
      '&unknown; \ufffd \ufffd \ufffd',
    );
  });
});

describe('parseHtmlFallback (no DOM)', () => {
  it('parses Mastodon markup with attributes in any quoting', () => {
    expect(
      parseHtmlFallback(
        `<p>Hi <a href="https://x.example/?a=1&amp;b=2" class='mention' rel=tag>@x</a><br/>bye</p>`,
      ),
    ).toEqual([
      el(
        'p',
        {},
        text('Hi '),
        el('a', { href: 'https://x.example/?a=1&b=2', class: 'mention', rel: 'tag' }, text('@x')),
        el('br', {}),
        text('bye'),
      ),
    ]);
  });

  it('keeps the first of repeated attributes and lower-cases names', () => {
    expect(parseHtmlFallback('<A HREF="https://a.example" href="https://b.example">x</A>')).toEqual(
      [el('a', { href: 'https://a.example' }, text('x'))],
    );
  });

  it('treats script and style content as text, to the end tag', () => {
    expect(parseHtmlFallback('<script>if (a < b) { x("</p>") }</SCRIPT >after')).toEqual([
      el('script', {}, text('if (a < b) { x("</p>") }')),
      text('after'),
    ]);
    expect(parseHtmlFallback('<style>p { color: red }</style>ok')).toEqual([
      el('style', {}, text('p { color: red }')),
      text('ok'),
    ]);
  });

  it('skips comments and doctypes, keeps a stray < as text, closes open paragraphs', () => {
    expect(parseHtmlFallback('<!DOCTYPE html><!-- <b>no</b> -->a < b<p>one<p>two')).toEqual([
      text('a < b'),
      el('p', {}, text('one')),
      el('p', {}, text('two')),
    ]);
  });

  it('ignores end tags with no open element and survives unterminated input', () => {
    expect(parseHtmlFallback('</div>x<b>y')).toEqual([text('x'), el('b', {}, text('y'))]);
    expect(() => parseHtmlFallback('<a href="x')).not.toThrow();
    expect(parseHtmlFallback('<!-- never closed')).toEqual([]);
  });

  it('stops nesting at the depth limit', () => {
    const nodes = parseHtmlFallback('<b>'.repeat(MAX_HTML_DEPTH + 10) + 'deep');
    let depth = 0;
    let node = nodes[0];
    while (node?.kind === 'element') {
      depth += 1;
      node = node.children[0];
    }
    expect(depth).toBe(MAX_HTML_DEPTH);
    expect(node).toEqual(text('deep'));
  });

  it('is what parseHtml uses without a document', () => {
    expect(parseHtml('<p>x</p>')).toEqual([el('p', {}, text('x'))]);
  });
});
