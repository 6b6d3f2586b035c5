// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { accountJSON, cardJSON, statusJSON } from '../test/fixtures';
import { emptyBundle } from './bundle';
import { normaliseStatus, SENSITIVE_EMOJI_SPOILER } from './status';

const emoji = (shortcode: string, sensitive = false) => ({
  shortcode,
  url: `https://cdn.example/${shortcode}.png`,
  static_url: `https://cdn.example/${shortcode}_s.png`,
  visible_in_picker: true,
  sensitive,
});

const read = (json: unknown) => {
  const bundle = emptyBundle();
  const status = normaliseStatus(json, bundle);
  return { status, bundle };
};

describe('normaliseStatus', () => {
  it('reads a plain status and puts it and its account in the bundle', () => {
    const { status, bundle } = read(
      statusJSON({
        id: '10',
        account: accountJSON({ id: '3' }),
        content: '<p>Hi <b>there</b></p>',
      }),
    );
    expect(status).toMatchObject({
      id: '10',
      accountId: '3',
      reblogId: null,
      contentPlain: 'Hi there',
      spoilerText: '',
      hidden: false,
      visibility: 'public',
      quote: null,
      card: null,
      poll: null,
    });
    expect(bundle.statuses.map((s) => s.id)).toEqual(['10']);
    expect(bundle.accounts.map((a) => a.id)).toEqual(['3']);
  });

  it('falls back to the uri when the url is not http(s)', () => {
    expect(
      read(statusJSON({ uri: 'https://a.example/s/0', url: 'javascript:alert(1)' })).status.url,
    ).toBe('https://a.example/s/0');
    expect(read(statusJSON({ uri: 'javascript:alert(1)', url: 'tag:x' })).status.url).toBe('');
    expect(read(statusJSON({ uri: 'https://a.example/s/1', url: null })).status.url).toBe(
      'https://a.example/s/1',
    );
    expect(read(statusJSON({ url: 'https://a.example/@x/1' })).status.url).toBe(
      'https://a.example/@x/1',
    );
  });

  it('moves a spoiler with no content into the content', () => {
    const { status } = read(statusJSON({ content: '', spoiler_text: 'Only a warning' }));
    expect(status.spoilerText).toBe('');
    expect(status.contentPlain).toBe('Only a warning');
    expect(status.content).toEqual([
      { type: 'element', tag: 'p', children: [{ type: 'text', text: 'Only a warning' }] },
    ]);
    expect(status.hidden).toBe(false);
    expect(
      read(statusJSON({ content: '<p></p>', spoiler_text: 'cw', sensitive: true })).status,
    ).toMatchObject({
      spoilerText: '',
      contentPlain: 'cw',
      hidden: true,
    });
  });

  it('keeps a spoiler over real content, and hides it', () => {
    const { status } = read(
      statusJSON({ content: '<p>body</p>', spoiler_text: 'cw :blob:', emojis: [emoji('blob')] }),
    );
    expect(status).toMatchObject({ spoilerText: 'cw :blob:', hidden: true, contentPlain: 'body' });
    expect(status.spoilerNodes[1]).toMatchObject({ type: 'emoji', shortcode: 'blob' });
  });

  it('gives a spoiler to a post using a sensitive custom emoji', () => {
    const withEmoji = statusJSON({
      content: '<p>look :nsfw:</p>',
      emojis: [emoji('nsfw', true), emoji('fine')],
    });
    expect(read(withEmoji).status).toMatchObject({
      spoilerText: SENSITIVE_EMOJI_SPOILER,
      hidden: true,
    });
    const unused = statusJSON({
      content: '<p>look :fine:</p>',
      emojis: [emoji('nsfw', true), emoji('fine')],
    });
    expect(read(unused).status).toMatchObject({ spoilerText: '', hidden: false });
    const ownSpoiler = statusJSON({
      content: '<p>:nsfw:</p>',
      spoiler_text: 'mine',
      emojis: [emoji('nsfw', true)],
    });
    expect(read(ownSpoiler).status.spoilerText).toBe('mine');
  });

  it('hides a sensitive status without a spoiler', () => {
    expect(read(statusJSON({ sensitive: true })).status.hidden).toBe(true);
  });

  it('prefers visibility_ex and reads kmyblue fields', () => {
    const { status } = read(
      statusJSON({
        visibility: 'private',
        visibility_ex: 'limited',
        limited_scope: 'circle',
        searchability: 'public_unlisted',
        markdown: true,
        status_reference_ids: ['4'],
        status_references_count: 1,
      }),
    );
    expect(status).toMatchObject({
      visibility: 'limited',
      limitedScope: 'circle',
      searchability: 'public_unlisted',
      markdown: true,
      statusReferenceIds: ['4'],
      statusReferencesCount: 1,
    });
    expect(read(statusJSON({ visibility: 'unlisted' })).status).toMatchObject({
      visibility: 'unlisted',
      searchability: null,
    });
  });

  it('flattens a boost into two statuses and two accounts', () => {
    const original = statusJSON({ id: '1', account: accountJSON({ id: 'a' }) });
    const { status, bundle } = read(
      statusJSON({ id: '2', account: accountJSON({ id: 'b' }), reblog: original, content: '' }),
    );
    expect(status.reblogId).toBe('1');
    expect(bundle.statuses.map((s) => s.id).sort()).toEqual(['1', '2']);
    expect(bundle.accounts.map((a) => a.id).sort()).toEqual(['a', 'b']);
  });

  it('lower-cases tags, reads filters, and drops spent reactions', () => {
    const { status } = read(
      statusJSON({
        tags: [{ name: 'Cats', url: 'https://x.example/tags/cats' }],
        filtered: [
          {
            filter: {
              id: 'f1',
              title: 'Spoilers',
              context: ['home'],
              expires_at: null,
              filter_action: 'hide',
            },
            keyword_matches: ['spoiler'],
            status_matches: null,
          },
        ],
        emoji_reactions: [
          { name: '👍', count: 2, me: true, account_ids: ['1', '2'] },
          { name: 'blob', count: 0, url: 'https://cdn.example/blob.png' },
          { name: 'gone', count: -1 },
          { name: 'x', count: 1, url: 'javascript:alert(1)', domain: 'remote.example' },
        ],
      }),
    );
    expect(status.tags).toEqual(['cats']);
    expect(status.filtered).toEqual([
      {
        filterId: 'f1',
        title: 'Spoilers',
        action: 'hide',
        context: ['home'],
        expiresAt: null,
        keywordMatches: ['spoiler'],
        statusMatches: [],
      },
    ]);
    expect(status.emojiReactions).toEqual([
      {
        name: '👍',
        count: 2,
        me: true,
        url: null,
        staticUrl: null,
        domain: null,
        accountIds: ['1', '2'],
      },
      {
        name: 'x',
        count: 1,
        me: false,
        url: null,
        staticUrl: null,
        domain: 'remote.example',
        accountIds: [],
      },
    ]);
    expect(status.emojiReactionsCount).toBe(3);
  });

  it('reads media, poll, card and mentions', () => {
    const { status, bundle } = read(
      statusJSON({
        content: '<p><a href="https://x.example/@bob" class="u-url mention">@bob</a> hi</p>',
        mentions: [{ id: '9', username: 'bob', acct: 'bob', url: 'https://x.example/@bob' }],
        media_attachments: [
          {
            id: 'm1',
            type: 'image',
            url: 'https://x.example/m.png',
            preview_url: null,
            remote_url: null,
            meta: null,
            description: 'alt',
            blurhash: null,
          },
        ],
        poll: {
          id: 'p1',
          expires_at: null,
          expired: false,
          multiple: false,
          votes_count: 3,
          voters_count: 3,
          options: [{ title: 'A', votes_count: 3 }],
          emojis: [],
        },
        card: cardJSON({
          authors: [
            {
              name: 'Carol',
              url: 'https://news.example/carol',
              account: accountJSON({ id: 'carol' }),
            },
          ],
        }),
      }),
    );
    expect(status.content[0]).toMatchObject({
      children: [{ type: 'link', mention: { accountId: '9', acct: 'bob' } }, { text: ' hi' }],
    });
    expect(status.mediaAttachments[0]).toMatchObject({ id: 'm1', description: 'alt' });
    expect(status.poll).toMatchObject({
      id: 'p1',
      votesCount: 3,
      options: [{ title: 'A', votesCount: 3 }],
    });
    expect(status.card).toMatchObject({
      url: 'https://news.example/a',
      authors: [{ name: 'Carol', accountId: 'carol' }],
    });
    expect(bundle.accounts.map((a) => a.id)).toContain('carol');
  });

  it('leaves out an unreadable card but keeps the post', () => {
    expect(
      read({ ...statusJSON(), card: { url: 'https://x.example', title: 5 } }).status.card,
    ).toBeNull();
    expect(read({ ...statusJSON(), card: { url: 'javascript:alert(1)' } }).status.card).toBeNull();
  });

  it('fails with a clear message on a broken status', () => {
    expect(() => read({ ...statusJSON({ id: '2' }), content: 42 })).toThrow(
      'Status 2: "content" should be a string, got number',
    );
    expect(() => read({ ...statusJSON({ id: '3' }), account: null })).toThrow(
      'Status 3: "account" is missing',
    );
    expect(() => read([])).toThrow('Status: expected an object, got array');
  });
});
