/** Notification groups, single streamed notifications, read markers. */
import type { ApiNotificationType } from '../../api/types';

/** The wire's types, with quoted_update read as update and any other as 'unknown'. */
export type NotificationType = Exclude<ApiNotificationType, 'quoted_update'> | 'unknown';

export interface NotificationGroup {
  groupKey: string;
  type: NotificationType;
  /** The type as the server sent it, for '[NO MESSAGE DEFINITION]' on unknown ones. */
  rawType: string;
  notificationsCount: number;
  mostRecentNotificationId: string;
  pageMinId: string;
  pageMaxId: string;
  latestPageNotificationAt: string | null;
  /** At most 8. */
  sampleAccountIds: string[];
  statusId: string | null;
  list: { id: string; title: string } | null;
  /**
   * What a message names besides the accounts: a report's target (admin.report), the server
   * relationships were severed with, the year of an annual report.
   */
  detail?: string;
  emojiReactionGroups: {
    name: string;
    url: string | null;
    staticUrl: string | null;
    sampleAccountIds: string[];
  }[];
}

export interface Markers {
  home: string | null;
  notifications: string | null;
  /** When home's marker last moved (ms), where the server says. */
  homeUpdatedAt?: number;
}

/** One notification as the stream sends it, with the group it starts or joins. */
export interface SingleNotification {
  id: string;
  type: NotificationType;
  rawType: string;
  groupKey: string;
  createdAt: string;
  accountId: string;
  statusId: string | null;
  group: NotificationGroup;
}
