import type { ApiAccountJSON } from './accounts';
import type { ApiEmojiReactionJSON, ApiStatusJSON } from './statuses';

export const NOTIFICATION_TYPES = [
  'follow',
  'follow_request',
  'favourite',
  'emoji_reaction',
  'reblog',
  'mention',
  'status_reference',
  'quote',
  'quoted_update',
  'poll',
  'status',
  'list_status',
  'update',
  'admin.sign_up',
  'admin.report',
  'moderation_warning',
  'severed_relationships',
  'annual_report',
] as const;
export type ApiNotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface ApiNotificationJSON {
  id: string;
  type: string;
  created_at: string;
  group_key?: string;
  account: ApiAccountJSON;
  status?: ApiStatusJSON | null;
  /** kmyblue: the reaction of an emoji_reaction notification (count 1, me false). */
  emoji_reaction?: ApiEmojiReactionJSON;
  list?: { id: string; title: string };
  /** admin.report, severed_relationships, annual_report: what their message names. */
  report?: { target_account?: { acct?: string } };
  event?: { target_name?: string };
  annual_report?: { year?: number };
}

/** kmyblue: the accounts that reacted with one emoji, in a grouped emoji_reaction notification. */
export interface ApiEmojiReactionGroupJSON {
  emoji_reaction: ApiEmojiReactionJSON;
  sample_account_ids: string[];
}

export interface ApiNotificationGroupJSON {
  group_key: string;
  notifications_count: number;
  type: string;
  most_recent_notification_id: string;
  page_min_id?: string;
  page_max_id?: string;
  latest_page_notification_at?: string;
  sample_account_ids: string[];
  status_id?: string | null;
  emoji_reaction_groups?: ApiEmojiReactionGroupJSON[];
  list?: { id: string; title: string };
  /** admin.report, severed_relationships, annual_report: what their message names. */
  report?: { target_account?: { acct?: string } };
  event?: { target_name?: string };
  annual_report?: { year?: number };
}

export interface ApiGroupedNotificationsResultsJSON {
  accounts: ApiAccountJSON[];
  statuses: ApiStatusJSON[];
  notification_groups: ApiNotificationGroupJSON[];
}
