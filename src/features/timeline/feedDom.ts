/**
 * Reading a windowed feed's DOM. Each rendered item follows a zero-height mark naming its key
 * and every run of items is followed by a spacer, so an item's height is the distance from
 * its mark to the next mark or spacer, whatever the item renders (one element, two, none).
 */
import { topInSpacer } from './windowRules';

export const MARK_ATTRIBUTE = 'data-feed-mark';
export const SPACER_ATTRIBUTE = 'data-feed-spacer';
const BOUNDARIES = `:scope > [${MARK_ATTRIBUTE}], :scope > [${SPACER_ATTRIBUTE}]`;

/** An item's key and where its top was on screen. */
export interface Anchor {
  key: string;
  top: number;
  /** The scroller's offset then: moved since, the reader (or the app) went elsewhere. */
  offset: number;
}

/** The feed as last rendered: its keys, and their tops as the spacers were sized. */
export interface RenderedFeed {
  keys: readonly string[];
  offsets: readonly number[];
}

interface Boundary {
  element: HTMLElement;
  top: number;
  /** The item's key, for a mark. */
  key: string | undefined;
  /** The first item a spacer stands for, for a spacer. */
  spacerStart: number;
}

function boundaries(feed: HTMLElement): Boundary[] {
  return Array.from(feed.querySelectorAll<HTMLElement>(BOUNDARIES), (element) => ({
    element,
    top: element.getBoundingClientRect().top,
    key: element.getAttribute(MARK_ATTRIBUTE) ?? undefined,
    spacerStart: Number(element.getAttribute(SPACER_ATTRIBUTE) ?? -1),
  }));
}

/** The height of every rendered item, by key. */
export function measureItems(feed: HTMLElement): Map<string, number> {
  const found = boundaries(feed);
  const heights = new Map<string, number>();
  found.forEach((b, i) => {
    const next = found[i + 1];
    if (b.key !== undefined && next) heights.set(b.key, Math.max(0, next.top - b.top));
  });
  return heights;
}

/**
 * The first item whose bottom is below the viewport's top, rendered or inside a spacer; none
 * while the feed's own top is on screen (new items above then push the rest down, as at the
 * top of any page).
 */
export function findAnchor(
  feed: HTMLElement,
  viewportTop: number,
  offset: number,
  rendered: RenderedFeed,
): Anchor | null {
  if (feed.getBoundingClientRect().top >= viewportTop) return null;
  const found = boundaries(feed);
  for (let i = 0; i < found.length - 1; i += 1) {
    const b = found[i];
    const next = found[i + 1];
    if (!b || !next || next.top <= viewportTop) continue;
    if (b.key !== undefined) return { key: b.key, top: b.top, offset };
    // Inside a spacer: the item its stretch at the viewport's top stands for.
    const start = b.spacerStart;
    const within = viewportTop - b.top + (rendered.offsets[start] ?? 0);
    let index = start;
    while ((rendered.offsets[index + 1] ?? Infinity) <= within) index += 1;
    const key = rendered.keys[index];
    if (key === undefined) return null;
    return { key, top: topInSpacer(rendered.offsets, b.top, start, index), offset };
  }
  return null;
}

/** Where an item's top is on screen now, rendered or inside a spacer. */
export function topOf(feed: HTMLElement, key: string, rendered: RenderedFeed): number | null {
  const index = rendered.keys.indexOf(key);
  if (index < 0) return null;
  let spacer: Boundary | undefined;
  for (const b of boundaries(feed)) {
    if (b.key === key) return b.top;
    if (b.key === undefined && b.spacerStart <= index) spacer = b;
  }
  return spacer ? topInSpacer(rendered.offsets, spacer.top, spacer.spacerStart, index) : null;
}
