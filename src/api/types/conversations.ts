/** Direct conversations and the server's announcements (Mastodon's, unchanged in kmyblue). */
import type { ApiAccountJSON } from './accounts';
import type { ApiCustomEmojiJSON } from './customEmoji';
import type { ApiMentionJSON, ApiStatusJSON, ApiTagJSON } from './statuses';

/** One reader's view of a direct conversation: the others in it and its newest post. */
export interface ApiConversationJSON {
  id: string;
  unread: boolean;
  accounts: ApiAccountJSON[];
  last_status: ApiStatusJSON | null;
}

export interface ApiAnnouncementReactionJSON {
  name: string;
  count: number;
  me: boolean;
  /** Custom emoji only. */
  url?: string;
  static_url?: string;
}

export interface ApiAnnouncementStatusJSON {
  id: string;
  url: string;
}

export interface ApiAnnouncementJSON {
  id: string;
  /** HTML. */
  content: string;
  starts_at: string | null;
  ends_at: string | null;
  all_day: boolean;
  /** Always true for what a reader receives: drafts are not sent. */
  published?: boolean;
  published_at: string;
  updated_at: string;
  /** Absent for a visitor; whether the reader dismissed it. */
  read?: boolean;
  mentions: ApiMentionJSON[];
  statuses: ApiAnnouncementStatusJSON[];
  tags: Pick<ApiTagJSON, 'name' | 'url'>[];
  emojis: ApiCustomEmojiJSON[];
  reactions: ApiAnnouncementReactionJSON[];
}

/** The `announcement.reaction` stream event's payload: the new total for one emoji. */
export interface ApiAnnouncementReactionEventJSON {
  name: string;
  count: number;
  announcement_id: string;
}
