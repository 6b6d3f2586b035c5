import type { NotificationGroup } from '../entities/types';

/** A favourite group whose notification id is n, for reducer tests. */
export const notificationGroup = (
  n: number,
  extra: Partial<NotificationGroup> = {},
): NotificationGroup => ({
  groupKey: `g${n}`,
  type: 'favourite',
  rawType: 'favourite',
  notificationsCount: 1,
  mostRecentNotificationId: String(n),
  pageMinId: String(n),
  pageMaxId: String(n),
  latestPageNotificationAt: null,
  sampleAccountIds: [`a${n}`],
  statusId: 's1',
  list: null,
  emojiReactionGroups: [],
  ...extra,
});
