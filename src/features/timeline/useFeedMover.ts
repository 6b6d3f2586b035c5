import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import {
  feedArticles,
  firstInView,
  focusItem,
  registerFeedMover,
} from '../../components/hotkeys/feedMovement';
import { itemKeyOf, renderedItem } from './feedDom';

/**
 * j/k for a windowed feed: the next post may not be mounted, so it is made the focused item
 * (which is always rendered), focused once rendered and scrolled into view, and the window
 * follows it there. Items showing no post (gaps, markers) are passed over.
 */
export function useFeedMover(
  feedRef: RefObject<HTMLDivElement | null>,
  keys: readonly string[],
  setFocusedKey: (key: string) => void,
) {
  const keysRef = useRef(keys);
  const pending = useRef<{ index: number; step: 1 | -1 } | null>(null);
  useLayoutEffect(() => {
    keysRef.current = keys;
  });

  const bring = useCallback(
    (from: number, step: 1 | -1) => {
      const feed = feedRef.current;
      const ks = keysRef.current;
      if (!feed) return;
      for (let i = from; i >= 0 && i < ks.length; i += step) {
        const key = ks[i];
        if (key === undefined) return;
        const item = renderedItem(feed, key);
        if (item === null) {
          pending.current = { index: i, step };
          setFocusedKey(key);
          return;
        }
        if (item) {
          focusItem(item);
          return;
        }
      }
    },
    [feedRef, setFocusedKey],
  );

  // The item asked for has rendered: focus it (or go on past it).
  useLayoutEffect(() => {
    const asked = pending.current;
    if (!asked) return;
    pending.current = null;
    bring(asked.index, asked.step);
  });

  useEffect(() => {
    const feed = feedRef.current;
    if (!feed) return undefined;
    return registerFeedMover(feed, (from, move) => {
      if (move === 'first') {
        bring(0, 1);
        return;
      }
      const key = from ? itemKeyOf(feed, from) : null;
      const index = key === null ? -1 : keysRef.current.indexOf(key);
      if (index < 0) {
        const article = firstInView(feedArticles(feed));
        if (article) focusItem(article);
        return;
      }
      const step = move === 'next' ? 1 : -1;
      bring(index + step, step);
    });
  }, [feedRef, bring]);
}
