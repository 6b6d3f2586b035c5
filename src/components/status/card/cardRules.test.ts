import { describe, expect, it } from 'vitest';
import { cardAspectRatio, embedSrc, isWideCard, youtubeStartSeconds } from './cardRules';

describe('link card layout', () => {
  it('is wide when the image is wider than tall, or for a video', () => {
    expect(isWideCard({ type: 'link', width: 1200, height: 630 })).toBe(true);
    expect(isWideCard({ type: 'link', width: 400, height: 400 })).toBe(false);
    expect(isWideCard({ type: 'photo', width: 800, height: 1000 })).toBe(false);
    expect(isWideCard({ type: 'video', width: 0, height: 0 })).toBe(true);
  });

  it('uses 16/9 for video, 1.91/1 for wide, 1 otherwise', () => {
    expect(cardAspectRatio({ type: 'video', width: 480, height: 360 })).toBeCloseTo(16 / 9);
    expect(cardAspectRatio({ type: 'link', width: 1200, height: 630 })).toBe(1.91);
    expect(cardAspectRatio({ type: 'link', width: 400, height: 400 })).toBe(1);
  });
});

describe('video embeds', () => {
  const youtube = 'https://www.youtube.com/embed/abc?feature=oembed';
  it('adds autoplay parameters', () => {
    const src = new URL(
      embedSrc({ url: 'https://vimeo.com/1', embedUrl: 'https://player.vimeo.com/video/1' })!,
    );
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('auto_play')).toBe('1');
    expect(src.searchParams.has('start')).toBe(false);
  });

  it('copies the start time for YouTube', () => {
    const src = new URL(
      embedSrc({ url: 'https://www.youtube.com/watch?v=abc&t=42s', embedUrl: youtube })!,
    );
    expect(src.searchParams.get('start')).toBe('42');
    expect(src.searchParams.get('feature')).toBe('oembed');
    expect(youtubeStartSeconds('https://youtu.be/abc?t=1m30s')).toBe(90);
    expect(youtubeStartSeconds('https://example.com/?t=5')).toBeNull();
  });

  it('embeds only an https iframe', () => {
    expect(embedSrc({ url: 'https://x.example', embedUrl: 'http://player.example/1' })).toBeNull();
    expect(embedSrc({ url: 'https://x.example', embedUrl: null })).toBeNull();
  });
});
