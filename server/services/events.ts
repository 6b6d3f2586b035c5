/**
 * What the streaming API hears about: posts, edits, deletions, notifications, conversations and
 * announcements.
 */
import type { StatusFeeds } from './feeds';

export interface DeletedStatusFacts {
  statusId: string;
  accountId: string;
  visibility: string;
  isReblog: boolean;
  isReplyToOther: boolean;
  hasMedia: boolean;
  tags: string[];
  mentionIds: string[];
  /** The list, antenna and antenna-fed home timelines it is in. */
  feeds: StatusFeeds;
}

export type HubEvent =
  | { type: 'update'; statusId: string }
  | { type: 'status.update'; statusId: string }
  | { type: 'delete'; facts: DeletedStatusFacts }
  | { type: 'notification'; notificationId: string; accountId: string }
  | { type: 'conversation'; conversationId: string; accountId: string }
  | { type: 'announcement'; announcementId: string }
  | { type: 'announcement.reaction'; announcementId: string; name: string }
  | { type: 'announcement.delete'; announcementId: string }
  /** A token was revoked: its open streams close. */
  | { type: 'token.revoked'; tokenId: string };

export class EventHub {
  private readonly listeners = new Set<(event: HubEvent) => void>();

  on(listener: (event: HubEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(...events: HubEvent[]): void {
    for (const event of events) {
      for (const listener of this.listeners) {
        try {
          listener(event);
        } catch (error) {
          console.error('event listener failed', error);
        }
      }
    }
  }
}
