import type { RichNode } from '../../lib/richText';

/** One reader's direct conversation (SPEC §3): the others in it and its newest post, by id. */
export interface Conversation {
  id: string;
  unread: boolean;
  accountIds: string[];
  lastStatusId: string | null;
}

export interface AnnouncementReaction {
  /** A unicode emoji, or a custom emoji's shortcode. */
  name: string;
  count: number;
  me: boolean;
  url: string | null;
  staticUrl: string | null;
}

/** An announcement of the server (SPEC §3), its content sanitised once here. */
export interface Announcement {
  id: string;
  content: RichNode[];
  startsAt: string | null;
  endsAt: string | null;
  allDay: boolean;
  publishedAt: string;
  updatedAt: string;
  read: boolean;
  reactions: AnnouncementReaction[];
}
