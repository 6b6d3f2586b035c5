import { describe, expect, it } from 'vitest';
import { normaliseMediaAttachment, parseFrameRate } from './media';

const wire = {
  id: 'm1',
  type: 'video',
  url: 'https://files.example/v.mp4',
  preview_url: 'https://files.example/v.png',
  remote_url: 'https://remote.example/v.mp4',
  description: 'A cat',
  blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  meta: {
    focus: { x: -0.5, y: 0.25 },
    original: { width: 640, height: 480, duration: 12.5, frame_rate: '30000/1001' },
    small: { width: 400, height: 300 },
    colors: { background: '#102030', foreground: '#ffffff', accent: 'url(javascript:x)' },
  },
};

describe('normaliseMediaAttachment', () => {
  it('reads the wire shape, with size, duration and frame rate from meta.original', () => {
    const media = normaliseMediaAttachment(wire);
    expect(media).toMatchObject({
      id: 'm1',
      type: 'video',
      url: 'https://files.example/v.mp4',
      previewUrl: 'https://files.example/v.png',
      remoteUrl: 'https://remote.example/v.mp4',
      description: 'A cat',
      blurhash: wire.blurhash,
      focus: { x: -0.5, y: 0.25 },
      width: 640,
      height: 480,
      duration: 12.5,
      colors: { background: '#102030', foreground: '#ffffff', accent: '#ffffff' },
    });
    expect(media.frameRate).toBeCloseTo(29.97, 2);
  });

  it('turns URLs that are not http(s) into null', () => {
    const media = normaliseMediaAttachment({
      ...wire,
      url: 'javascript:alert(1)',
      preview_url: 'data:image/png;base64,AAA',
      remote_url: 'ftp://remote.example/x',
    });
    expect([media.url, media.previewUrl, media.remoteUrl]).toEqual([null, null, null]);
  });

  it('copes with missing meta and unknown types', () => {
    const media = normaliseMediaAttachment({
      id: 'm2',
      type: 'hologram',
      url: null,
      preview_url: null,
      remote_url: null,
      meta: null,
      description: null,
      blurhash: null,
    });
    expect(media).toMatchObject({
      type: 'unknown',
      focus: null,
      width: null,
      duration: null,
      frameRate: null,
      colors: null,
    });
    expect(
      normaliseMediaAttachment({
        id: 'm3',
        type: 'image',
        meta: { small: { width: 10, height: 20 } },
      }),
    ).toMatchObject({ width: 10, height: 20 });
  });

  it('needs an id', () => {
    expect(() => normaliseMediaAttachment({ type: 'image' })).toThrow('"id" should be a string');
  });
});

describe('parseFrameRate', () => {
  it.each([
    ['25/1', 25],
    ['25', 25],
    [24, 24],
    ['0/0', null],
    ['x', null],
    [null, null],
    [-3, null],
  ])('%j -> %j', (input, expected) => {
    expect(parseFrameRate(input)).toBe(expected);
  });
});
