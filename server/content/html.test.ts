import { describe, expect, it } from 'vitest';
import { encodeBlurhash } from '../media/blurhash';
import { textToHtml } from './html';
import { countCharacters, extractEntities } from './text';

const origin = 'http://localhost:8080';

describe('plain text to Mastodon HTML', () => {
  it('makes paragraphs and line breaks, escaping everything', () => {
    expect(textToHtml('a <b>\nc & d\n\n\nnext', { origin })).toBe(
      '<p>a &lt;b&gt;<br />c &amp; d</p><p>next</p>',
    );
    expect(textToHtml('   ', { origin })).toBe('');
  });

  it('links URLs without trailing punctuation, showing 30 characters', () => {
    const html = textToHtml('see https://www.example.com/path).', { origin });
    expect(html).toBe(
      '<p>see <a href="https://www.example.com/path" target="_blank" rel="nofollow noopener" translate="no"><span class="invisible">https://www.</span><span class="">example.com/path</span><span class="invisible"></span></a>).</p>',
    );
  });

  it('links hashtags and only known mentions', () => {
    const mentions = new Map([['alice', { username: 'alice', url: `${origin}/@alice` }]]);
    const html = textToHtml('@alice @nobody #Tag a#b mail@alice.example', { origin, mentions });
    expect(html).toBe(
      `<p><span class="h-card"><a href="${origin}/@alice" class="u-url mention">@<span>alice</span></a></span> @nobody <a href="${origin}/tags/Tag" class="mention hashtag" rel="tag">#<span>Tag</span></a> a#b mail@alice.example</p>`,
    );
  });

  it('renders the small Markdown subset only when asked', () => {
    expect(textToHtml('**bold** and `code`', { origin, markdown: true })).toBe(
      '<p><strong>bold</strong> and <code>code</code></p>',
    );
    expect(textToHtml('**bold**', { origin })).toBe('<p>**bold**</p>');
  });

  it('extracts entities and counts like Mastodon', () => {
    expect(extractEntities('@Bob @bob@other.example #One #one :blobcat:')).toEqual({
      mentions: [
        { username: 'bob', domain: null },
        { username: 'bob', domain: 'other.example' },
      ],
      tags: ['one'],
      shortcodes: ['blobcat'],
    });
    expect(countCharacters(`https://example.com/${'x'.repeat(200)}`)).toBe(23);
    expect(countCharacters('@bob@other.example hi')).toBe(7);
    expect(countCharacters('👍🏽👨‍👩‍👧')).toBe(2);
  });
});

describe('blurhash', () => {
  it('encodes 4x3 components in 28 characters with the average colour first', () => {
    const hash = encodeBlurhash(() => [255, 0, 0], 16, 16);
    expect(hash).toHaveLength(28);
    expect(hash[0]).toBe('L');
    // 0xff0000 in four base-83 digits.
    expect(hash.slice(2, 6)).toBe('TI:j');
    expect(hash.slice(2, 6)).toBe(encodeBlurhash(() => [255, 0, 0], 8, 8).slice(2, 6));
  });
});
