import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import { Status } from '../../components/status/Status';
import { useAppSelector } from '../../store/hooks';
import { selectAccount } from '../../store/selectors';
import { selectNotificationGroup } from '../../store/notifications/selectors';
import { NOTIFICATION_MESSAGES } from '../../i18n/notificationMessages';
import { NotificationReactions } from './NotificationReactions';

/** One notification group: who did what, and the post it was about. */
export const NotificationGroupItem = memo(function NotificationGroupItem({
  groupKey,
  position,
}: {
  groupKey: string;
  position: number;
}) {
  const intl = useIntl();
  const group = useAppSelector((s) => selectNotificationGroup(s, groupKey));
  const first = useAppSelector((s) => selectAccount(s, group?.sampleAccountIds[0]));
  // A new array on every call: compared item by item, so only a change of these accounts renders.
  const samples = useAppSelector(
    (s) => group?.sampleAccountIds.map((id) => selectAccount(s, id)),
    shallowEqual,
  );
  if (!group) return null;
  const name = first?.displayName ?? '';
  const text = intl.formatMessage(NOTIFICATION_MESSAGES[group.type], {
    name,
    count: Math.max(0, group.notificationsCount - 1),
  });
  const showsStatus = group.statusId && group.type !== 'follow' && group.type !== 'follow_request';
  return (
    <article
      className={`notification notification--${group.type}`}
      aria-label={text}
      aria-posinset={position}
      aria-setsize={-1}
      tabIndex={0}
    >
      <div className="notification__header">
        <div className="notification__avatars">
          {samples?.slice(0, 8).map((account, i) =>
            account ? (
              <AppLink
                key={account.id}
                to={`/@${account.acct}`}
                aria-label={account.displayName}
                tabIndex={i === 0 ? 0 : -1}
              >
                <Avatar account={account} size={28} />
              </AppLink>
            ) : null,
          )}
        </div>
        <p className="notification__message">
          <FormattedMessage
            {...NOTIFICATION_MESSAGES[group.type]}
            values={{
              // The name as elements, so custom emoji in it show as pictures.
              name: first ? (
                <AppLink to={`/@${first.acct}`} className="notification__name">
                  <DisplayName account={first} withAcct={false} />
                </AppLink>
              ) : (
                ''
              ),
              count: Math.max(0, group.notificationsCount - 1),
            }}
          />
        </p>
        {group.type === 'emoji_reaction' && (
          <NotificationReactions reactions={group.emojiReactionGroups} />
        )}
      </div>
      {showsStatus && group.statusId && (
        <div className="notification__status">
          <Status id={group.statusId} view="notifications" />
        </div>
      )}
    </article>
  );
});
