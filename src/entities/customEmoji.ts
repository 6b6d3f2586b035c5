import type { ApiCustomEmojiJSON } from '../api/types';
import { safeHttpUrl } from '../lib/url';
import type { CustomEmoji } from './types';
import { reader, readEach } from './validate';

/** A custom emoji without a stated size is 32 × 32. */
export const DEFAULT_CUSTOM_EMOJI_SIZE = 32;

const positiveOr = (value: number | null, fallback: number) =>
  value !== null && value > 0 ? value : fallback;

/** Null for an emoji that cannot be shown (no http(s) image). */
export function normaliseCustomEmoji(json: unknown): CustomEmoji | null {
  const r = reader<ApiCustomEmojiJSON>(json, 'Custom emoji');
  const url = safeHttpUrl(r.json.url);
  const shortcode = r.string('shortcode');
  if (!url || !/^[a-zA-Z0-9_]+$/.test(shortcode)) return null;
  return {
    shortcode,
    url,
    staticUrl: safeHttpUrl(r.json.static_url) ?? url,
    visibleInPicker: r.boolean('visible_in_picker', true),
    category: r.stringOr('category', null),
    width: positiveOr(r.numberOr('width', null), DEFAULT_CUSTOM_EMOJI_SIZE),
    height: positiveOr(r.numberOr('height', null), DEFAULT_CUSTOM_EMOJI_SIZE),
    sensitive: r.boolean('sensitive'),
    aliases: r.array('aliases').filter((a): a is string => typeof a === 'string'),
    license: r.stringOr('license', null),
  };
}

/** A list of emoji: the ones that cannot be read or shown are left out. */
export function normaliseCustomEmojis(json: unknown): CustomEmoji[] {
  return Array.isArray(json) ? readEach(json, normaliseCustomEmoji) : [];
}
