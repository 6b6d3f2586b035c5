import { describe, expect, it } from 'vitest';
import type { MediaAttachment } from '../../../../entities/types';
import { DEFAULT_PLAYER_COLORS, handOverPayload, playerColors } from './handOver';

const media = (type: MediaAttachment['type'], colors: MediaAttachment['colors'] = null) =>
  ({
    id: 'm1',
    type,
    url: 'https://files.example/a',
    previewUrl: 'https://files.example/p.png',
    remoteUrl: null,
    description: 'A tune',
    blurhash: null,
    focus: null,
    width: 640,
    height: 360,
    duration: 12,
    frameRate: 30,
    colors,
  }) satisfies MediaAttachment;

describe('picture-in-picture hand-over', () => {
  const playing = { currentTime: 4.2, muted: true, volume: 0.35 };
  it('passes src, current time, muted and volume for a video', () => {
    const payload = handOverPayload({
      type: 'video',
      statusId: 's1',
      accountId: 'a1',
      media: media('video'),
      src: 'https://files.example/a',
      poster: 'https://files.example/p.png',
      playing,
    });
    expect(payload).toMatchObject({
      type: 'video',
      statusId: 's1',
      accountId: 'a1',
      attachmentId: 'm1',
      src: 'https://files.example/a',
      currentTime: 4.2,
      muted: true,
      volume: 0.35,
      colors: null,
      width: 640,
      height: 360,
      frameRate: 30,
    });
  });
  it('passes the poster and colours for audio', () => {
    const colors = { background: '#112233', foreground: '#ffffff', accent: '#ff0000' };
    const payload = handOverPayload({
      type: 'audio',
      statusId: 's1',
      accountId: 'a1',
      media: media('audio', colors),
      src: 'https://files.example/a',
      poster: 'https://files.example/avatar.png',
      playing,
    });
    expect(payload.poster).toBe('https://files.example/avatar.png');
    expect(payload.colors).toEqual(colors);
  });
});

describe('audio colours', () => {
  it('default to black, white and white', () => {
    expect(playerColors(null)).toEqual(DEFAULT_PLAYER_COLORS);
    expect(DEFAULT_PLAYER_COLORS).toEqual({
      background: '#000000',
      foreground: '#ffffff',
      accent: '#ffffff',
    });
  });
  it('take only hex colours from the server', () => {
    expect(
      playerColors({ background: 'red;position:fixed', foreground: '#abc', accent: 'url(x)' }),
    ).toEqual({ background: '#000000', foreground: '#abc', accent: '#ffffff' });
  });
});
