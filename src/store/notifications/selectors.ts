import type { RootState } from '../index';

/** The grouped notifications with their paging and reading state. */
export const selectNotifications = (state: RootState) => state.notifications;

export const selectNotificationGroup = (state: RootState, groupKey: string) =>
  state.notifications.groups[groupKey];

export const selectUnreadNotificationCount = (state: RootState) => state.notifications.unread;
