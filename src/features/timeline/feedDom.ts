/**
 * Reading a windowed feed's DOM. Each rendered item follows a zero-height mark naming its key
 * and every run of items is followed by a spacer, so an item's height is the distance from
 * its mark to the next mark or spacer, whatever the item renders (one element, two, none).
 * The layout is read once per change (positions relative to the feed's top stay true while
 * it scrolls), so a scroll costs one read of the feed's position.
 */
import { topInSpacer } from './windowRules';

export const MARK_ATTRIBUTE = 'data-feed-mark';
export const SPACER_ATTRIBUTE = 'data-feed-spacer';

/** The key of the item that `element` is in (or is), or null outside the feed's items. */
export function itemKeyOf(feed: Element, element: Element): string | null {
  let item: Element | null = element;
  while (item && item.parentElement !== feed) item = item.parentElement;
  for (let el = item; el; el = el.previousElementSibling) {
    const key = el.getAttribute(MARK_ATTRIBUTE);
    if (key !== null) return key;
    if (el.hasAttribute(SPACER_ATTRIBUTE)) return null;
  }
  return null;
}

/**
 * The rendered item of `key`: null when it is not mounted, else the post it shows (an
 * `article`), or undefined for an item that shows none (a gap, a marker).
 */
export function renderedItem(feed: Element, key: string): HTMLElement | null | undefined {
  const children = Array.from(feed.children);
  const at = children.findIndex((el) => el.getAttribute(MARK_ATTRIBUTE) === key);
  if (at < 0) return null;
  for (const el of children.slice(at + 1)) {
    if (el.hasAttribute(MARK_ATTRIBUTE) || el.hasAttribute(SPACER_ATTRIBUTE)) return undefined;
    const article =
      el instanceof HTMLElement && el.tagName === 'ARTICLE' ? el : el.querySelector('article');
    if (article instanceof HTMLElement) return article;
  }
  return undefined;
}

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
  /** From the feed's top. */
  top: number;
  /** The item's key, for a mark. */
  key: string | undefined;
  /** The first item a spacer stands for, for a spacer. */
  spacerStart: number;
}

/** Where the feed was on screen and its marks and spacers within it. */
export interface FeedLayout {
  feedTop: number;
  boundaries: Boundary[];
}

export function readLayout(feed: HTMLElement): FeedLayout {
  const feedTop = feed.getBoundingClientRect().top;
  const boundaries: Boundary[] = [];
  for (const element of Array.from(feed.children)) {
    const key = element.getAttribute(MARK_ATTRIBUTE);
    const spacer = element.getAttribute(SPACER_ATTRIBUTE);
    if (key === null && spacer === null) continue;
    boundaries.push({
      top: element.getBoundingClientRect().top - feedTop,
      key: key ?? undefined,
      spacerStart: Number(spacer ?? -1),
    });
  }
  return { feedTop, boundaries };
}

/** The height of every rendered item, by key. */
export function itemHeights({ boundaries }: FeedLayout): Map<string, number> {
  const heights = new Map<string, number>();
  boundaries.forEach((b, i) => {
    const next = boundaries[i + 1];
    if (b.key !== undefined && next) heights.set(b.key, Math.max(0, next.top - b.top));
  });
  return heights;
}

/**
 * The first item whose bottom is below the viewport's top, rendered or inside a spacer, with
 * the feed's top now at `feedTop`; none while the feed's own top is on screen (new items
 * above then push the rest down, as at the top of any page).
 */
export function findAnchor(
  { boundaries }: FeedLayout,
  feedTop: number,
  viewportTop: number,
  offset: number,
  rendered: RenderedFeed,
): Anchor | null {
  if (feedTop >= viewportTop) return null;
  const within = viewportTop - feedTop;
  for (let i = 0; i < boundaries.length - 1; i += 1) {
    const b = boundaries[i];
    const next = boundaries[i + 1];
    if (!b || !next || next.top <= within) continue;
    if (b.key !== undefined) return { key: b.key, top: feedTop + b.top, offset };
    // Inside a spacer: the item its stretch at the viewport's top stands for.
    const start = b.spacerStart;
    const at = within - b.top + (rendered.offsets[start] ?? 0);
    let index = start;
    while ((rendered.offsets[index + 1] ?? Infinity) <= at) index += 1;
    const key = rendered.keys[index];
    if (key === undefined) return null;
    return { key, top: feedTop + topInSpacer(rendered.offsets, b.top, start, index), offset };
  }
  return null;
}

/** Where an item's top is, from the feed's top, rendered or inside a spacer. */
export function topOf({ boundaries }: FeedLayout, key: string, rendered: RenderedFeed) {
  const index = rendered.keys.indexOf(key);
  if (index < 0) return null;
  let spacer: Boundary | undefined;
  for (const b of boundaries) {
    if (b.key === key) return b.top;
    if (b.key === undefined && b.spacerStart <= index) spacer = b;
  }
  return spacer ? topInSpacer(rendered.offsets, spacer.top, spacer.spacerStart, index) : null;
}
