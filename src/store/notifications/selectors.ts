import { createSelector } from '@reduxjs/toolkit';
import { compareIds } from '../../lib/compareIds';
import type { RootState } from '../index';

/** The grouped notifications with their paging and reading state. */
export const selectNotifications = (state: RootState) => state.notifications;

export const selectNotificationGroup = (state: RootState, groupKey: string) =>
  state.notifications.groups[groupKey];

/** How far the reader has read: the newer of the server's marker and what is not yet sent. */
export const selectNotificationsReadId = (state: RootState): string | null => {
  const { stored, pending } = state.markers;
  const a = stored.notifications;
  const b = pending.notifications;
  if (a === null || b === null) return a ?? b;
  return compareIds(a, b) >= 0 ? a : b;
};

/** Groups with a notification newer than the read marker (Mastodon counts groups too). */
export const selectUnreadNotificationCount = createSelector(
  [
    (state: RootState) => state.notifications.items,
    (state: RootState) => state.notifications.groups,
    selectNotificationsReadId,
  ],
  (items, groups, readId) =>
    items.filter((item) => {
      const group = typeof item === 'string' ? groups[item] : undefined;
      return (
        group !== undefined &&
        (readId === null || compareIds(group.mostRecentNotificationId, readId) > 0)
      );
    }).length,
);

/** The quick filter in force: the chosen one while the bar shows, else all. */
export const selectActiveQuickFilter = (state: RootState): string => {
  const { show, active } = state.settings.notifications.quickFilter;
  return show ? active : 'all';
};

export const selectQuickFilterSettings = (state: RootState) =>
  state.settings.notifications.quickFilter;
