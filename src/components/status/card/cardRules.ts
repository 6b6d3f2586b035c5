import type { Card } from '../../../entities/types';

/** Wide when the image is wider than tall, or when it is a video. */
export const isWideCard = (card: Pick<Card, 'type' | 'width' | 'height'>): boolean =>
  card.type === 'video' || card.width > card.height;

/** 16/9 for video, 1.91/1 for wide, 1 otherwise. */
export function cardAspectRatio(card: Pick<Card, 'type' | 'width' | 'height'>): number {
  if (card.type === 'video') return 16 / 9;
  return isWideCard(card) ? 1.91 : 1;
}

const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com', 'youtu.be']);
const YOUTUBE_EMBED_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com']);

/** YouTube's t= (or start=) as seconds: '42', '42s', '1m30s', '1h2m3s'. */
export function youtubeStartSeconds(pageUrl: string): number | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  const raw = url.searchParams.get('t') ?? url.searchParams.get('start');
  if (!raw) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(raw);
  if (!match || raw === '') return null;
  const [, h = '0', m = '0', s = '0'] = match;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds > 0 ? seconds : null;
}

/**
 * The embed's iframe src with autoplay parameters, and the start time
 * copied from a YouTube page URL. Only an https src is embedded; otherwise null (just the link).
 */
export function embedSrc(card: Pick<Card, 'url' | 'embedUrl'>): string | null {
  if (!card.embedUrl) return null;
  let src: URL;
  try {
    src = new URL(card.embedUrl);
  } catch {
    return null;
  }
  if (src.protocol !== 'https:') return null;
  src.searchParams.set('autoplay', '1');
  src.searchParams.set('auto_play', '1');
  const start = youtubeStartSeconds(card.url);
  if (start !== null && YOUTUBE_EMBED_HOSTS.has(src.hostname))
    src.searchParams.set('start', String(start));
  return src.toString();
}

/** The sandbox an embed runs in (STYLE: embeds only in sandboxed iframes). */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-presentation';
