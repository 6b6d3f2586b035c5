import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { DisplayName } from '../../components/DisplayName';
import type { Account, NotificationGroup } from '../../entities/types';
import { NOTIFICATION_MESSAGES, OWN_POLL_MESSAGE } from '../../i18n/notificationMessages';

/** The message to use: the type's, or "Your poll has ended" for a poll of the reader's. */
export function messageOf(group: NotificationGroup, ownPoll: boolean) {
  return group.type === 'poll' && ownPoll ? OWN_POLL_MESSAGE : NOTIFICATION_MESSAGES[group.type];
}

const countOf = (group: NotificationGroup) => Math.max(0, group.notificationsCount - 1);

/** The message as plain text (the article's name). */
export function useNotificationText(
  group: NotificationGroup | undefined,
  first: Account | undefined,
  ownPoll: boolean,
) {
  const intl = useIntl();
  if (!group) return '';
  return intl.formatMessage(messageOf(group, ownPoll), {
    name: first?.displayName ?? '',
    count: countOf(group),
    listName: group.list?.title ?? '',
    target: group.detail ?? '',
    year: group.detail ?? '',
  });
}

/** The message with the first account and the list as links. */
export function NotificationMessage({
  group,
  first,
  ownPoll,
}: {
  group: NotificationGroup;
  first: Account | undefined;
  ownPoll: boolean;
}) {
  const list = group.list;
  return (
    <FormattedMessage
      {...messageOf(group, ownPoll)}
      values={{
        // The name as elements, so custom emoji in it show as pictures.
        name: first ? (
          <AppLink to={`/@${first.acct}`} className="notification__name">
            <DisplayName account={first} withAcct={false} />
          </AppLink>
        ) : (
          ''
        ),
        count: countOf(group),
        listName: list ? (
          <AppLink to={`/lists/${list.id}`} className="notification__name" title={list.title}>
            {list.title}
          </AppLink>
        ) : (
          ''
        ),
        target: group.detail ?? '',
        year: group.detail ?? '',
      }}
    />
  );
}
