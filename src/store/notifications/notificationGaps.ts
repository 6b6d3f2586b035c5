import type { InvalidEntity, NotificationGroup } from '../../entities/types';
import { NOTIFICATION_GROUP_SAMPLE_ACCOUNTS_MAX } from '../constants';

/**
 * A missing range of notifications: those older than maxId (null: the newest) and newer than
 * sinceId (null: down to the oldest).
 */
export interface NotificationGap {
  type: 'gap';
  maxId: string | null;
  sinceId: string | null;
}

export type NotificationItem = string | NotificationGap | InvalidEntity;

export const isNotificationGap = (item: NotificationItem | undefined): item is NotificationGap =>
  typeof item === 'object' && 'type' in item;

export const sameGap = (a: NotificationGap, b: NotificationGap) =>
  a.maxId === b.maxId && a.sinceId === b.sinceId;

/** Two gaps next to each other stand for one missing range (gaps are merged). */
export function mergeGaps(items: NotificationItem[]): NotificationItem[] {
  const out: NotificationItem[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (isNotificationGap(item) && isNotificationGap(last)) {
      out[out.length - 1] = { type: 'gap', maxId: last.maxId, sinceId: item.sinceId };
    } else {
      out.push(item);
    }
  }
  return out;
}

/**
 * One group seen on two disjoint pages (ids never overlap between pages): the counts add up,
 * the newer page's accounts come first.
 */
export function mergeGroupPages(newer: NotificationGroup, older: NotificationGroup) {
  const samples = [...new Set([...newer.sampleAccountIds, ...older.sampleAccountIds])];
  const reactions = [...newer.emojiReactionGroups];
  for (const reaction of older.emojiReactionGroups) {
    const at = reactions.findIndex((r) => r.name === reaction.name);
    const same = reactions[at];
    if (!same) {
      reactions.push(reaction);
      continue;
    }
    const ids = [...new Set([...same.sampleAccountIds, ...reaction.sampleAccountIds])];
    reactions[at] = {
      ...same,
      sampleAccountIds: ids.slice(0, NOTIFICATION_GROUP_SAMPLE_ACCOUNTS_MAX),
    };
  }
  return {
    ...newer,
    notificationsCount: newer.notificationsCount + older.notificationsCount,
    sampleAccountIds: samples.slice(0, NOTIFICATION_GROUP_SAMPLE_ACCOUNTS_MAX),
    pageMinId: older.pageMinId,
    emojiReactionGroups: reactions,
  };
}

interface GapState {
  groups: Record<string, NotificationGroup>;
  items: NotificationItem[];
  hasMore: boolean;
}

/**
 * The groups of a gap's range take its place. A group already in the list is one group seen
 * on two pages: a newer page lifts it to the gap, an older one leaves it where it is. When the
 * server had more than one page for the range, a smaller gap stays below what came.
 */
export function fillGap(
  state: GapState,
  gap: NotificationGap,
  received: Array<NotificationGroup | InvalidEntity>,
  hasMore: boolean,
) {
  const at = state.items.findIndex((item) => isNotificationGap(item) && sameGap(item, gap));
  if (at < 0) return;
  const inserted: NotificationItem[] = [];
  const moved = new Set<string>();
  let oldest: NotificationGroup | undefined;
  for (const group of received) {
    if ('invalid' in group) {
      inserted.push(group);
      continue;
    }
    oldest = group;
    const existing = state.groups[group.groupKey];
    const existingAt = state.items.indexOf(group.groupKey);
    if (!existing) {
      state.groups[group.groupKey] = group;
      inserted.push(group.groupKey);
    } else if (existingAt > at) {
      state.groups[group.groupKey] = mergeGroupPages(group, existing);
      moved.add(group.groupKey);
      inserted.push(group.groupKey);
    } else {
      state.groups[group.groupKey] = mergeGroupPages(existing, group);
    }
  }
  const rest =
    hasMore && oldest && gap.sinceId !== null
      ? [{ type: 'gap', maxId: oldest.pageMinId, sinceId: gap.sinceId } as const]
      : [];
  const before = state.items.slice(0, at);
  const after = state.items.slice(at + 1).filter((i) => typeof i !== 'string' || !moved.has(i));
  state.items = mergeGaps([...before, ...inserted, ...rest, ...after]);
  // The range down to the oldest: what is left below is the list's own "more".
  if (gap.sinceId === null) state.hasMore = hasMore;
}

/** The stream went away: what came meanwhile is a gap above the newest group. */
export function gapAtTop(state: GapState) {
  const newest = state.items.find((item): item is string => typeof item === 'string');
  const group = newest ? state.groups[newest] : undefined;
  if (!group || isNotificationGap(state.items[0])) return;
  state.items.unshift({ type: 'gap', maxId: null, sinceId: group.mostRecentNotificationId });
}
