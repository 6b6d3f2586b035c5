import { filterVerdict } from '../../entities/filters';
import type { NotificationGroup, NotificationType } from '../../entities/types';
import { safeHttpUrl } from '../../lib/url';
import { NOTIFICATION_MESSAGES } from '../../i18n/notificationMessages';
import { message, type MessageText } from '../../i18n/text';
import type { RootState } from '../index';
import { selectAccount, selectStatus } from '../selectors';
import type { ActionSound } from './actionSound';
import { isNotificationTypeShown, isOnForType } from './notificationShows';

// A type without a choice of its own alerts and sounds as the defaults do (SPEC §9: on).
const isOn = isOnForType;

/** What a streamed notification is about: its group (type and status) and who acted. */
export interface LiveNotification {
  id: string;
  accountId: string;
  group: Pick<NotificationGroup, 'type' | 'statusId'>;
}

/** Shown in the list and not hidden by a filter: only such a notification may call out. */
function callsOut(state: RootState, notification: LiveNotification): boolean {
  const { type, statusId } = notification.group;
  if (!isNotificationTypeShown(type, state.settings.notifications.shows)) return false;
  const status = selectStatus(state, statusId);
  return !status || !filterVerdict(status, state.session.meId, 'notifications').hide;
}

/** The sound a live notification makes, if any. */
export function notificationSound(
  state: RootState,
  notification: LiveNotification,
): ActionSound | undefined {
  const { type } = notification.group;
  return callsOut(state, notification) && isOn(type, state.settings.notifications.sounds)
    ? 'boop'
    : undefined;
}

/** The title and body of a desktop notification, in Mastodon's wording. */
export function desktopAlertText(
  type: NotificationType,
  name: string,
  status: { spoilerText: string; contentPlain: string } | undefined,
): { title: MessageText; body: string } {
  const { id, defaultMessage } = NOTIFICATION_MESSAGES[type];
  // A desktop alert names the one who acted; a list's or a report's name it leaves out.
  const title = message(id, defaultMessage, { name, count: 0, listName: '', target: '', year: '' });
  // A content warning stands for the text it hides.
  const body = status ? status.spoilerText || status.contentPlain : '';
  return { title, body };
}

export interface DesktopAlert {
  title: MessageText;
  body: string;
  /** The account's avatar (http(s) only). */
  icon: string | undefined;
  /** The notification's id: the same notification twice replaces itself. */
  tag: string;
  /** What a click opens: the status, or the account when there is none. */
  path: string;
}

/** The desktop notification a live notification shows, or null when the reader wants none. */
export function desktopAlertOf(
  state: RootState,
  notification: LiveNotification,
): DesktopAlert | null {
  const { type, statusId } = notification.group;
  if (!callsOut(state, notification) || !isOn(type, state.settings.notifications.alerts))
    return null;
  const account = selectAccount(state, notification.accountId);
  const status = selectStatus(state, statusId);
  const author = selectAccount(state, status?.accountId);
  const { title, body } = desktopAlertText(type, account?.displayName ?? '', status);
  const path =
    status && author
      ? `/@${author.acct}/${status.id}`
      : account
        ? `/@${account.acct}`
        : '/notifications';
  return {
    title,
    body,
    icon: safeHttpUrl(account?.avatar) ?? undefined,
    tag: notification.id,
    path,
  };
}
