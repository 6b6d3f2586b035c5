// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  htmlToRichNodes,
  iframeSrc,
  richTextToPlain,
  textToRichNodes,
  type RichNode,
  type RichTextOptions,
} from './richText';

const blobcat = {
  shortcode: 'blobcat',
  url: 'https://cdn.example/blobcat.png',
  staticUrl: 'https://cdn.example/blobcat_s.png',
};
const alice = {
  id: '7',
  acct: 'alice@remote.example',
  url: 'https://remote.example/@alice',
  username: 'alice',
};
const opts: RichTextOptions = { emojis: [blobcat], mentions: [alice] };

/** Every attribute name and string anywhere in the tree, to look for leftovers. */
const everything = (nodes: RichNode[]): string => JSON.stringify(nodes);
const text = (t: string): RichNode => ({ type: 'text', text: t });
const p = (...children: RichNode[]): RichNode => ({ type: 'element', tag: 'p', children });

// The same rules hold with the browser's parser and with the stand-in used without a DOM.
describe.each([
  ['the browser parser', false],
  ['fallback parser', true],
])('htmlToRichNodes with %s', (_name, withoutDom) => {
  beforeEach(() => {
    if (withoutDom) vi.stubGlobal('document', undefined);
  });
  afterEach(() => void vi.unstubAllGlobals());

  it('keeps Mastodon markup: paragraphs, breaks, shortened links', () => {
    const html =
      '<p>Hello<br />world &amp; more</p><p><a href="https://example.com/a/very/long/path" rel="nofollow noopener" target="_blank">' +
      '<span class="invisible">https://</span><span class="ellipsis">example.com/a/very</span><span class="invisible">/long/path</span></a></p>';
    expect(htmlToRichNodes(html, opts)).toEqual([
      p(text('Hello'), { type: 'element', tag: 'br', children: [] }, text('world & more')),
      p({
        type: 'link',
        href: 'https://example.com/a/very/long/path',
        children: [
          { type: 'element', tag: 'span', className: 'invisible', children: [text('https://')] },
          {
            type: 'element',
            tag: 'span',
            className: 'ellipsis',
            children: [text('example.com/a/very')],
          },
          { type: 'element', tag: 'span', className: 'invisible', children: [text('/long/path')] },
        ],
      }),
    ]);
  });

  it('recognises mentions by url, and by text when the class says mention', () => {
    const byUrl =
      '<p><span class="h-card" translate="no"><a href="https://remote.example/@alice" class="u-url mention">@<span>alice</span></a></span> hi</p>';
    const [para] = htmlToRichNodes(byUrl, opts);
    expect(para).toEqual(
      p(
        {
          type: 'element',
          tag: 'span',
          children: [
            {
              type: 'link',
              href: 'https://remote.example/@alice',
              mention: { accountId: '7', acct: 'alice@remote.example' },
              children: [text('@'), { type: 'element', tag: 'span', children: [text('alice')] }],
            },
          ],
        },
        text(' hi'),
      ),
    );
    const byText = '<a href="https://remote.example/users/alice" class="u-url mention">@alice</a>';
    expect(htmlToRichNodes(byText, opts)[0]).toMatchObject({ mention: { accountId: '7' } });
    const unknown = '<a href="https://else.example/@bob" class="u-url mention">@bob</a>';
    expect(htmlToRichNodes(unknown, opts)[0]).not.toHaveProperty('mention');
  });

  it('recognises hashtags by class or rel=tag, lower-cased', () => {
    const html =
      '<a href="https://example.social/tags/Cats" class="mention hashtag" rel="tag">#<span>Cats</span></a> ' +
      '<a href="https://remote.example/tag/Dogs" rel="tag">#Dogs</a>';
    const [cats, , dogs] = htmlToRichNodes(html, opts);
    expect(cats).toMatchObject({ type: 'link', hashtag: 'cats' });
    expect(cats).not.toHaveProperty('mention');
    expect(dogs).toMatchObject({ type: 'link', hashtag: 'dogs' });
  });

  it('turns known :shortcodes: into emoji, but not inside code', () => {
    const nodes = htmlToRichNodes(
      '<p>a :blobcat::blobcat: :nope: b</p><pre><code>:blobcat:</code></pre>',
      opts,
    );
    const emoji: RichNode = { type: 'emoji', ...blobcat };
    expect(nodes[0]).toEqual(p(text('a '), emoji, emoji, text(' :nope: b')));
    expect(nodes[1]).toEqual({
      type: 'element',
      tag: 'pre',
      children: [{ type: 'element', tag: 'code', children: [text(':blobcat:')] }],
    });
    expect(htmlToRichNodes('<p>x:nope:blobcat:</p>', opts)[0]).toEqual(p(text('x:nope'), emoji));
  });

  it.each([
    ['<a href="javascript:alert(1)">click</a>', [text('click')]],
    ['<a href="  JAVASCRIPT:alert(1)">click</a>', [text('click')]],
    ['<a href="java&#x09;script:alert(1)">click</a>', [text('click')]],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">click</a>', [text('click')]],
    ['<a href="/relative">rel</a>', [text('rel')]],
    ['<a>no href</a>', [text('no href')]],
  ])('links only to http(s): %s', (html, expected) => {
    expect(htmlToRichNodes(html, opts)).toEqual(expected);
  });

  it.each([
    '<img src=x onerror="alert(1)">',
    '<p onclick="alert(1)" style="color:red" class="x">safe</p>',
    '<script>alert(1)</script>',
    '<div><script><script>alert(1)</script></script></div>',
    '<svg><script>alert(1)</script><a href="https://x.example">svg link</a></svg>',
    '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
    '<iframe src="https://evil.example"></iframe>',
    '<object data="x"></object><embed src="x">',
    '<style>body{display:none}</style>',
    '<template><img src=x onerror=alert(1)></template>',
    '<noscript><img src=x onerror=alert(1)></noscript>',
    '<form action="https://evil.example"><input name="x" value="y"><button formaction="javascript:alert(1)">b</button></form>',
    '<a href="https://ok.example" onmouseover="alert(1)" style="x" target="_top">ok</a>',
    '<span class="invisible ellipsis evil" style="position:fixed" data-x="1">s</span>',
    '<video src="x" poster="javascript:alert(1)"></video><audio src="x">',
    '<base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  ])('leaves no attribute but href and no dangerous content: %s', (html) => {
    const nodes = htmlToRichNodes(html, opts);
    const dump = everything(nodes);
    expect(dump).not.toMatch(
      /alert|javascript|onerror|onclick|onmouseover|style|evil|data-x|formaction|poster|svg link|display:none/i,
    );
    const visit = (list: RichNode[]) => {
      for (const node of list) {
        if (node.type === 'element') {
          expect(Object.keys(node).sort()).toEqual(
            node.className ? ['children', 'className', 'tag', 'type'] : ['children', 'tag', 'type'],
          );
          visit(node.children);
        } else if (node.type === 'link') {
          expect(node.href).toMatch(/^https?:\/\//);
          visit(node.children);
        }
      }
    };
    visit(nodes);
  });

  it('unwraps unknown tags, keeping their text', () => {
    expect(
      htmlToRichNodes('<div><section>in <marquee>side</marquee></section></div>', opts),
    ).toEqual([text('in side')]);
    expect(
      htmlToRichNodes('<p class="x"><b>bold</b> and <foo-bar>custom</foo-bar></p>', opts),
    ).toEqual([p({ type: 'element', tag: 'b', children: [text('bold')] }, text(' and custom'))]);
  });

  it('does not nest links', () => {
    const nodes = htmlToRichNodes(
      '<a href="https://a.example">x<a href="https://b.example">y</a></a>',
      opts,
    );
    const links = JSON.stringify(nodes).match(/"type":"link"/g) ?? [];
    expect(links.length).toBeGreaterThanOrEqual(1);
    for (const node of nodes) {
      if (node.type === 'link')
        expect(JSON.stringify(node.children)).not.toContain('"type":"link"');
    }
  });

  it('survives absurd nesting without losing the text', () => {
    const html = '<span>'.repeat(1000) + 'deep' + '</span>'.repeat(1000);
    expect(richTextToPlain(html)).toBe('deep');
  });

  it('reads the src of an embed iframe only when it is http(s)', () => {
    expect(
      iframeSrc(
        '<iframe width="200" src="https://www.youtube.com/embed/x?feature=oembed" allowfullscreen></iframe>',
      ),
    ).toBe('https://www.youtube.com/embed/x?feature=oembed');
    expect(iframeSrc('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(iframeSrc('<div><p>no frame</p></div>')).toBeNull();
    expect(iframeSrc('')).toBeNull();
  });

  it('converts rich text to plain text', () => {
    expect(richTextToPlain('<p>one<br>two</p><p>three &lt;b&gt; &quot;x&quot;</p>')).toBe(
      'one\ntwo\n\nthree <b> "x"',
    );
    expect(richTextToPlain('<p>a</p>\n<p>b</p>')).toBe('a\n\nb');
    expect(richTextToPlain('<p></p>')).toBe('');
    expect(
      richTextToPlain(
        '<p><a href="https://x.example/@a" class="mention">@<span>a</span></a> hi</p>',
      ),
    ).toBe('@a hi');
    expect(richTextToPlain('<ul><li>a</li><li>b</li></ul>')).toBe('a\nb');
    expect(richTextToPlain('plain <script>alert(1)</script>text')).toBe('plain text');
  });
});

describe('textToRichNodes', () => {
  it('only emojifies: markup in plain text stays text', () => {
    expect(textToRichNodes('<b>Alice</b> :blobcat:', [blobcat])).toEqual([
      text('<b>Alice</b> '),
      { type: 'emoji', ...blobcat },
    ]);
    expect(textToRichNodes('', [blobcat])).toEqual([]);
    expect(textToRichNodes('no emoji', [])).toEqual([text('no emoji')]);
  });
});
