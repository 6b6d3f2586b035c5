import type { MediaAttachment } from '../../../entities/types';

export type DisplayMedia = 'default' | 'show_all' | 'hide_all';

/**
 * Whether media start hidden: an explicit value wins; otherwise show_all shows,
 * hide_all hides, and by default only sensitive media are hidden. Media matching a filter
 * start hidden too.
 */
export function isMediaVisible(input: {
  visible: boolean | null;
  displayMedia: DisplayMedia;
  sensitive: boolean;
  matchedFilters: readonly string[];
}): boolean {
  if (input.visible !== null) return input.visible;
  if (input.displayMedia === 'show_all') return true;
  if (input.displayMedia === 'hide_all') return false;
  return !input.sensitive && input.matchedFilters.length === 0;
}

export interface MediaOverlay {
  kind: 'uncached' | 'filter' | 'sensitive' | 'hidden';
  /** The action line can be clicked, except for uncached media. */
  disabled: boolean;
}

/** Uncached, then matched filter, then sensitive, then 'Media hidden'. */
export function mediaOverlay(input: {
  media: readonly MediaAttachment[];
  matchedFilters: readonly string[];
  sensitive: boolean;
}): MediaOverlay {
  if (input.media.length > 0 && input.media.every((m) => m.type === 'unknown'))
    return { kind: 'uncached', disabled: true };
  if (input.matchedFilters.length > 0) return { kind: 'filter', disabled: false };
  if (input.sensitive) return { kind: 'sensitive', disabled: false };
  return { kind: 'hidden', disabled: false };
}

/** Focus point (-1..1, y up) as CSS object-position. */
export function focusPosition(focus: MediaAttachment['focus']): string {
  if (!focus) return '50% 50%';
  const clamp = (v: number) => Math.min(1, Math.max(-1, v));
  const x = ((clamp(focus.x) + 1) / 2) * 100;
  const y = ((1 - clamp(focus.y)) / 2) * 100;
  return `${x}% ${y}%`;
}
