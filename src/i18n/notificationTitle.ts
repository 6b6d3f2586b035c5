import { NOTIFICATION_TYPES } from '../api/types';
import type { NotificationType } from '../entities/types';
import { formatText } from './intl';
import { NOTIFICATION_MESSAGES } from './notificationMessages';
import { message } from './text';

const isKnownType = (type: string): type is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(type) && type in NOTIFICATION_MESSAGES;

/**
 * A notification's title in Mastodon's wording, as the list says it for one sender; an unknown
 * type says '[NO MESSAGE DEFINITION]'. Pure: the service worker formats push titles with it.
 */
export function notificationTitle(type: string, name: string): string {
  const { id, defaultMessage } = NOTIFICATION_MESSAGES[isKnownType(type) ? type : 'unknown'];
  return formatText(message(id, defaultMessage, { name, count: 0 }));
}
