/** A post waiting for its time (Mastodon's ScheduledStatus), read from the params it keeps. */
import type { PollDraft } from './compose';
import type { MediaAttachment } from './status';

export interface ScheduledStatus {
  id: string;
  /** ISO 8601, UTC. */
  scheduledAt: string;
  /** The author's own plain text, as typed. */
  text: string;
  spoilerText: string;
  sensitive: boolean;
  /** As requested (kmyblue's shortcuts such as 'circle' included); public when not given. */
  visibility: string;
  searchability: string | null;
  language: string | null;
  markdown: boolean;
  inReplyToId: string | null;
  circleId: string | null;
  quotedStatusId: string | null;
  quotePolicy: string | null;
  poll: PollDraft | null;
  media: MediaAttachment[];
}
