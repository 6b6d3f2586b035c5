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

/** A GET v2/notifications answer: one follow by `account` (group key follow-1). */
export const followPageJSON = (account: unknown) => ({
  accounts: [account],
  statuses: [],
  notification_groups: [
    {
      group_key: 'follow-1',
      notifications_count: 1,
      type: 'follow',
      most_recent_notification_id: '1',
      page_min_id: '1',
      page_max_id: '1',
      sample_account_ids: ['11'],
      status_id: null,
    },
  ],
});
