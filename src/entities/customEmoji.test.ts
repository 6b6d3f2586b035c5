import { describe, expect, it } from 'vitest';
import { normaliseCustomEmoji, normaliseCustomEmojis } from './customEmoji';

const wire = {
  shortcode: 'blobcat',
  url: 'https://cdn.example/blobcat.png',
  static_url: 'https://cdn.example/blobcat_static.png',
  visible_in_picker: true,
};

describe('normaliseCustomEmoji', () => {
  it('reads the wire shape with defaults (size 32)', () => {
    expect(normaliseCustomEmoji(wire)).toEqual({
      shortcode: 'blobcat',
      url: 'https://cdn.example/blobcat.png',
      staticUrl: 'https://cdn.example/blobcat_static.png',
      visibleInPicker: true,
      category: null,
      width: 32,
      height: 32,
      sensitive: false,
      aliases: [],
      license: null,
    });
  });

  it('keeps kmyblue extras', () => {
    expect(
      normaliseCustomEmoji({
        ...wire,
        width: 64,
        height: 16,
        sensitive: true,
        aliases: ['cat'],
        license: 'CC0',
        category: 'Blobs',
      }),
    ).toMatchObject({
      width: 64,
      height: 16,
      sensitive: true,
      aliases: ['cat'],
      license: 'CC0',
      category: 'Blobs',
    });
  });

  it('drops an emoji whose url is not http(s), and falls back to url for a bad static_url', () => {
    expect(normaliseCustomEmoji({ ...wire, url: 'javascript:alert(1)' })).toBeNull();
    expect(
      normaliseCustomEmoji({ ...wire, static_url: 'data:image/png;base64,AAAA' })?.staticUrl,
    ).toBe(wire.url);
  });

  it('drops bad items from a list and keeps the rest', () => {
    const list = normaliseCustomEmojis([
      wire,
      { shortcode: 3 },
      'x',
      { ...wire, shortcode: 'a b' },
      { ...wire, shortcode: 'ok' },
    ]);
    expect(list.map((e) => e.shortcode)).toEqual(['blobcat', 'ok']);
    expect(normaliseCustomEmojis(null)).toEqual([]);
  });
});
