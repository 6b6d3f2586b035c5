/**
 * A timeline painted from the last visit's copy meets the server's first page. The reader may
 * already be reading, so nothing shown moves: the posts both have keep their places, the newer
 * ones wait above as pending unless the reader is at the top (SPEC §4), and a shown post the
 * page says is gone (inside the page's range but not in it) leaves.
 */
import { compareIds } from '../../lib/compareIds';
import type { TimelineGap, TimelineItem } from './timelines';

export interface ReconcileInput {
  /** What is shown: the cached items, newest first. */
  items: TimelineItem[];
  pendingItems: string[];
  unread: number;
  top: boolean;
  hasMore: boolean;
}

export interface ReconcileResult {
  items: TimelineItem[];
  pendingItems: string[];
  unread: number;
  hasMore: boolean;
}

const idOf = (item: TimelineItem): string | null =>
  typeof item === 'string' ? item : 'invalid' in item ? item.id : null;

const newestFirst = (a: TimelineItem, b: TimelineItem) => compareIds(idOf(b) ?? '', idOf(a) ?? '');

/** Two lists each newest first, merged newest first; on a tie the shown one comes first. */
function mergeByAge(shown: TimelineItem[], extra: TimelineItem[]): TimelineItem[] {
  const merged: TimelineItem[] = [];
  let j = 0;
  for (const item of shown) {
    while (j < extra.length && newestFirst(extra[j]!, item) < 0) merged.push(extra[j++]!);
    merged.push(item);
  }
  return merged.concat(extra.slice(j));
}

export function reconcileCachedPage(
  shown: ReconcileInput,
  page: TimelineItem[],
  pageHasMore: boolean,
): ReconcileResult {
  const replaced = { items: page, pendingItems: [], unread: 0, hasMore: pageHasMore };
  const shownIds = shown.items.map(idOf).filter((id): id is string => id !== null);
  const pageIds = page.map(idOf).filter((id): id is string => id !== null);
  // Nothing shown yet, or the server has no posts at all: the page is the timeline.
  if (shownIds.length === 0 || pageIds.length === 0) return replaced;

  const inPage = new Set(pageIds);
  const inShown = new Set(shownIds);
  const oldestInPage = pageIds.reduce((a, b) => (compareIds(a, b) <= 0 ? a : b));
  const newestShown = shownIds.reduce((a, b) => (compareIds(a, b) >= 0 ? a : b));
  const atTop = shown.top && shown.pendingItems.length === 0;

  const kept = shown.items.filter((item) => {
    const id = idOf(item);
    return id === null || inPage.has(id) || compareIds(id, oldestInPage) < 0;
  });
  const keptOlder = kept.some((item) => {
    const id = idOf(item);
    return id !== null && !inPage.has(id);
  });
  const hasMore = pageHasMore || keptOlder;
  const waiting = new Set(shown.pendingItems);
  const unseen = page.filter((item) => {
    const id = idOf(item) ?? '';
    return !inShown.has(id) && !waiting.has(id);
  });
  const newer = unseen.filter((item) => compareIds(idOf(item) ?? '', newestShown) > 0);
  const between = unseen.filter((item) => compareIds(idOf(item) ?? '', newestShown) <= 0);
  const merged = mergeByAge(kept, between);

  const overlaps = pageIds.some((id) => inShown.has(id));
  if (!overlaps && pageHasMore && between.length === 0) {
    // A whole page newer than anything shown: more may be missing between the two.
    if (atTop) return replaced;
    const gap: TimelineGap = {
      type: 'gap',
      key: `gap-cached-${newestShown}`,
      sinceId: newestShown,
    };
    const pendingItems = page.filter((i): i is string => typeof i === 'string');
    return {
      items: [gap, ...kept],
      pendingItems: [...pendingItems, ...shown.pendingItems],
      unread: shown.unread + pendingItems.length,
      hasMore: true,
    };
  }
  if (atTop) {
    return { items: [...newer, ...merged], pendingItems: [], unread: shown.unread, hasMore };
  }
  const newerIds = newer.filter((i): i is string => typeof i === 'string');
  return {
    items: merged,
    pendingItems: [...newerIds, ...shown.pendingItems],
    unread: shown.unread + newerIds.length,
    hasMore,
  };
}
