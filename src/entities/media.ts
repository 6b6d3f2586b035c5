import { safeHttpUrl } from '../lib/url';
import type { MediaAttachment, MediaType } from './types';
import { isObject, oneOf, reader, type JsonObject } from './validate';

const MEDIA_TYPES: readonly MediaType[] = ['image', 'gifv', 'video', 'audio', 'unknown'];
/** Colours reach CSS: only plain hex survives. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** '25/1', '30000/1001' or '25' as frames per second. */
export function parseFrameRate(value: unknown): number | null {
  if (typeof value === 'number') return value > 0 && Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const [top, bottom = '1'] = value.split('/');
  const rate = Number(top) / Number(bottom);
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}

function focusOf(meta: JsonObject): MediaAttachment['focus'] {
  const focus = meta.focus;
  if (!isObject(focus)) return null;
  const x = finite(focus.x);
  const y = finite(focus.y);
  return x === null || y === null ? null : { x, y };
}

function coloursOf(meta: JsonObject): MediaAttachment['colors'] {
  const colours = meta.colors;
  if (!isObject(colours)) return null;
  const pick = (key: string, fallback: string) => {
    const value = colours[key];
    return typeof value === 'string' && HEX_COLOUR.test(value) ? value : fallback;
  };
  // SPEC §3: the audio player defaults to black, white and white.
  return {
    background: pick('background', '#000000'),
    foreground: pick('foreground', '#ffffff'),
    accent: pick('accent', '#ffffff'),
  };
}

export function normaliseMediaAttachment(json: unknown): MediaAttachment {
  const r = reader(json, 'Media attachment');
  const meta = r.object('meta') ?? {};
  const original = isObject(meta.original) ? meta.original : {};
  const small = isObject(meta.small) ? meta.small : {};
  const blurhash = r.stringOr('blurhash', null);
  return {
    id: r.string('id'),
    type: oneOf(r.json.type, MEDIA_TYPES, 'unknown'),
    url: safeHttpUrl(r.json.url),
    previewUrl: safeHttpUrl(r.json.preview_url),
    // SPEC §5: a remote_url that is not http(s) becomes null.
    remoteUrl: safeHttpUrl(r.json.remote_url),
    description: r.stringOr('description', null),
    // Checked where it is drawn (SPEC §5 and §8 log the failure there).
    blurhash,
    focus: focusOf(meta),
    width: finite(original.width) ?? finite(small.width),
    height: finite(original.height) ?? finite(small.height),
    duration: finite(original.duration),
    frameRate: parseFrameRate(original.frame_rate),
    colors: coloursOf(meta),
  };
}
