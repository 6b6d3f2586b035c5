// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { accountJSON } from '../test/fixtures';
import { emptyBundle } from './bundle';
import { normaliseCard } from './card';

const wire = {
  url: 'https://video.example/watch?v=1',
  title: 'A video',
  description: 'Watch',
  type: 'video',
  author_name: 'Dave',
  author_url: 'https://video.example/dave',
  provider_name: 'Video',
  provider_url: 'https://video.example',
  html: '<iframe width="480" height="270" src="https://video.example/embed/1" frameborder="0" allowfullscreen onload="alert(1)"></iframe>',
  width: 480,
  height: 270,
  image: 'https://video.example/thumb.jpg',
  embed_url: '',
  blurhash: null,
};

describe('normaliseCard', () => {
  it('keeps only the embed iframe src, never the markup', () => {
    const card = normaliseCard(wire, emptyBundle());
    expect(card).toMatchObject({
      type: 'video',
      embedUrl: 'https://video.example/embed/1',
      width: 480,
      authorName: 'Dave',
      authors: [],
    });
    expect(JSON.stringify(card)).not.toContain('iframe');
  });

  it('refuses embeds and images that are not http(s)', () => {
    const card = normaliseCard(
      { ...wire, html: '<iframe src="javascript:alert(1)"></iframe>', image: 'data:x' },
      emptyBundle(),
    );
    expect(card).toMatchObject({ embedUrl: null, image: null });
    expect(normaliseCard({ ...wire, url: 'javascript:alert(1)' }, emptyBundle())).toBeNull();
  });

  it('reads authors, with their accounts into the bundle', () => {
    const bundle = emptyBundle();
    const card = normaliseCard(
      {
        ...wire,
        authors: [
          { name: 'Eve', url: 'https://social.example/@eve', account: accountJSON({ id: 'eve' }) },
          { name: 'Anon', url: '', account: null },
        ],
      },
      bundle,
    );
    expect(card?.authors).toEqual([
      { name: 'Eve', url: 'https://social.example/@eve', accountId: 'eve' },
      { name: 'Anon', url: '', accountId: null },
    ]);
    expect(bundle.accounts.map((a) => a.id)).toEqual(['eve']);
  });

  it('treats an unknown type as a link', () => {
    expect(normaliseCard({ ...wire, type: 'hologram' }, emptyBundle())?.type).toBe('link');
  });
});
