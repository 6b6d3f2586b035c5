import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import { Status } from '../../components/status/Status';
import type { SingleNotification } from '../../entities/types';
import { NOTIFICATION_MESSAGES } from '../../i18n/notificationMessages';
import { useAppSelector } from '../../store/hooks';
import { selectAccount } from '../../store/selectors';

/** One notification of a filtered sender: what they did, and the post it was about. */
export function RequestNotificationItem({ notification }: { notification: SingleNotification }) {
  const intl = useIntl();
  const account = useAppSelector((s) => selectAccount(s, notification.accountId));
  const text = intl.formatMessage(NOTIFICATION_MESSAGES[notification.type], {
    name: account?.displayName ?? '',
    count: 0,
  });
  const showsStatus = notification.type !== 'follow' && notification.type !== 'follow_request';
  return (
    <article className={`notification notification--${notification.type}`} aria-label={text}>
      <div className="notification__header">
        {account && (
          <AppLink to={`/@${account.acct}`} aria-label={account.displayName}>
            <Avatar account={account} size={28} />
          </AppLink>
        )}
        <p className="notification__message">
          <FormattedMessage
            {...NOTIFICATION_MESSAGES[notification.type]}
            values={{
              name: account ? <DisplayName account={account} withAcct={false} /> : '',
              count: 0,
            }}
          />
        </p>
      </div>
      {showsStatus && notification.statusId && (
        <div className="notification__status">
          <Status id={notification.statusId} view="notifications" />
        </div>
      )}
    </article>
  );
}
