import { MEDIA_TYPES, type ApiMediaAttachmentJSON, type ApiMediaMetaJSON } from '../api/types';
import { safeHttpUrl } from '../lib/url';
import type { MediaAttachment } from './types';
import { oneOf, reader, wireObject, type Wire, type WireKey } from './validate';

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

type Meta = Wire<ApiMediaMetaJSON>;
type MetaPart<K extends WireKey<ApiMediaMetaJSON>> = NonNullable<ApiMediaMetaJSON[K]>;

/** A block of meta (original, small, focus, colors); null when it is not an object. */
const metaPart = <K extends WireKey<ApiMediaMetaJSON>>(meta: Meta, key: K) =>
  wireObject<MetaPart<K>>(meta[key]);

function focusOf(meta: Meta): MediaAttachment['focus'] {
  const focus = metaPart(meta, 'focus');
  if (!focus) return null;
  const x = finite(focus.x);
  const y = finite(focus.y);
  return x === null || y === null ? null : { x, y };
}

function coloursOf(meta: Meta): MediaAttachment['colors'] {
  const colours = metaPart(meta, 'colors');
  if (!colours) return null;
  const pick = (key: WireKey<ApiMediaMetaJSON['colors']>, fallback: string) => {
    const value = colours[key];
    return typeof value === 'string' && HEX_COLOUR.test(value) ? value : fallback;
  };
  // The audio player defaults to black, white and white.
  return {
    background: pick('background', '#000000'),
    foreground: pick('foreground', '#ffffff'),
    accent: pick('accent', '#ffffff'),
  };
}

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Only the id is needed; meta, the description and the blurhash are decoration, and one of
 * the wrong shape is left out (the item still shows, without sizes or a placeholder).
 */
export function normaliseMediaAttachment(json: unknown): MediaAttachment {
  const r = reader<ApiMediaAttachmentJSON>(json, 'Media attachment');
  const meta: Meta = wireObject<ApiMediaMetaJSON>(r.json.meta) ?? {};
  const original = metaPart(meta, 'original') ?? {};
  const small = metaPart(meta, 'small') ?? {};
  const blurhash = stringOrNull(r.json.blurhash);
  return {
    id: r.string('id'),
    type: oneOf(r.json.type, MEDIA_TYPES, 'unknown'),
    url: safeHttpUrl(r.json.url),
    previewUrl: safeHttpUrl(r.json.preview_url),
    // A remote_url that is not http(s) becomes null.
    remoteUrl: safeHttpUrl(r.json.remote_url),
    description: stringOrNull(r.json.description),
    // Checked where it is drawn, which logs a hash that cannot be decoded.
    blurhash,
    focus: focusOf(meta),
    width: finite(original.width) ?? finite(small.width),
    height: finite(original.height) ?? finite(small.height),
    duration: finite(original.duration),
    frameRate: parseFrameRate(original.frame_rate),
    colors: coloursOf(meta),
  };
}
