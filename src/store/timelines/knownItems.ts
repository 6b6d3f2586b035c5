import { current, isDraft, type Draft } from '@reduxjs/toolkit';
import type { TimelineItem, TimelineState } from './timelines';

export const idOf = (item: TimelineItem): string | null =>
  typeof item === 'string' ? item : 'invalid' in item ? item.id : null;

/**
 * The list as it is, read without the draft's proxy: a timeline of a few thousand posts is
 * otherwise read through a proxy trap for each of them, on every page that comes in.
 */
const plainList = <T extends object>(list: T): T =>
  isDraft(list) ? current(list as Draft<T>) : list;

/** The items not already in the timeline (or waiting above it). */
export function withoutKnown(timeline: TimelineState, items: TimelineItem[]): TimelineItem[] {
  const known = new Set(
    plainList(timeline.items).map(idOf).concat(plainList(timeline.pendingItems)),
  );
  return items.filter((item) => {
    const id = idOf(item);
    return id === null || !known.has(id);
  });
}
