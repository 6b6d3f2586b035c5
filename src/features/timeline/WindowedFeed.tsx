import { Fragment, useState, type ReactNode } from 'react';
import { useWindowedFeed, type FeedPlaceOptions } from './useWindowedFeed';
import type { Segment } from './windowRules';
import './windowedFeed.css';

export interface WindowedFeedProps<T> extends FeedPlaceOptions {
  items: readonly T[];
  /** The keys of `items`, in the same order, each once. */
  keys: readonly string[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Names the feed whose measured heights are kept (a timeline, the notifications). */
  feedKey: string;
  /** The accessible name of the feed. */
  label: string;
  busy: boolean;
  className?: string;
  /** Told, with these `keys`, once all that is near the screen is mounted and measured. */
  onSettled?: (keys: readonly string[]) => void;
}

/**
 * A `role="feed"` of which only the items on screen and about a screen around them are
 * mounted; the others are spacers as tall as they measured, so the page keeps its height,
 * its scroll position and a bounded DOM however long the reader scrolls.
 */
export function WindowedFeed<T>({
  items,
  keys,
  renderItem,
  feedKey,
  label,
  busy,
  className,
  onSettled,
  landing,
  onPlace,
}: WindowedFeedProps<T>) {
  const { feedRef, segments, offsets, onFocus } = useWindowedFeed(keys, feedKey, onSettled, {
    landing,
    onPlace,
  });
  const [rendered] = useState(newRenderedItems<T>);
  return (
    <div
      ref={feedRef}
      role="feed"
      aria-label={label}
      aria-busy={busy}
      className={className ? `windowed-feed ${className}` : 'windowed-feed'}
      onFocus={onFocus}
    >
      {renderSegments(segments, offsets, items, keys, renderItem, rendered)}
    </div>
  );
}

/** An item's children as rendered last, kept while it stays mounted. */
interface RenderedItem<T> {
  item: T;
  index: number;
  renderItem: (item: T, index: number) => ReactNode;
  node: ReactNode;
  /** The render of the feed that last used it. */
  seen: number;
}

/** What the mounted items rendered, by key, and a count of the feed's renders. */
interface RenderedItems<T> {
  byKey: Map<string, RenderedItem<T>>;
  renders: number;
}

const newRenderedItems = <T,>(): RenderedItems<T> => ({ byKey: new Map(), renders: 0 });

/**
 * One flat list of children keyed by item, so an item moving between runs (the focused one
 * joining the mounted range) keeps its component. Each item follows its mark (`feedDom.ts`).
 *
 * The feed renders each time posts mount as it scrolls; an item whose data, place and
 * renderer are the same gives the very element it gave before, which Preact passes over
 * without a new element, props or render of its own for the mark and the item.
 */
function renderSegments<T>(
  segments: readonly Segment[],
  offsets: readonly number[],
  items: readonly T[],
  keys: readonly string[],
  renderItem: (item: T, index: number) => ReactNode,
  rendered: RenderedItems<T>,
): ReactNode[] {
  const children: ReactNode[] = [];
  const render = (rendered.renders += 1);
  let spacers = 0;
  let mounted = 0;
  for (const segment of segments) {
    if (segment.kind === 'spacer') {
      children.push(
        <div
          key={`spacer-${String(spacers)}`}
          className="windowed-feed__spacer"
          style={{ height: (offsets[segment.end] ?? 0) - (offsets[segment.start] ?? 0) }}
          aria-hidden="true"
          data-feed-spacer={segment.start}
        />,
      );
      spacers += 1;
      continue;
    }
    for (let index = segment.start; index < segment.end; index += 1) {
      const key = keys[index] ?? String(index);
      const item = items[index];
      if (item === undefined) continue;
      mounted += 1;
      const last = rendered.byKey.get(key);
      if (last?.item === item && last.index === index && last.renderItem === renderItem) {
        last.seen = render;
        children.push(last.node);
        continue;
      }
      const node = (
        <Fragment key={key}>
          <div className="windowed-feed__mark" aria-hidden="true" data-feed-mark={key} />
          {renderItem(item, index)}
        </Fragment>
      );
      rendered.byKey.set(key, { item, index, renderItem, node, seen: render });
      children.push(node);
    }
  }
  if (rendered.byKey.size > mounted) {
    for (const [key, last] of rendered.byKey) if (last.seen !== render) rendered.byKey.delete(key);
  }
  return children;
}
