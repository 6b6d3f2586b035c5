/** Stream events about conversations and announcements, as store actions. */
import type { StreamingEvent } from '../../api/streaming';
import {
  announcementDeleted,
  announcementReactionTotalled,
  announcementReceived,
} from '../announcements/announcements';
import { entitiesReceived } from '../entities';
import type { AppDispatch } from '../index';
import { conversationReceived } from './conversations';

/** Handles the event when it is one of these; false for any other. */
export function handleDirectStreamEvent(event: StreamingEvent, dispatch: AppDispatch): boolean {
  switch (event.type) {
    case 'conversation':
      dispatch(entitiesReceived(event.bundle));
      dispatch(conversationReceived(event.conversation));
      return true;
    case 'announcement':
      dispatch(announcementReceived(event.announcement));
      return true;
    case 'announcement.reaction':
      dispatch(announcementReactionTotalled(event.reaction));
      return true;
    case 'announcement.delete':
      dispatch(announcementDeleted(event.announcementId));
      return true;
    default:
      return false;
  }
}
