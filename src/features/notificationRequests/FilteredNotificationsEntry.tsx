import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadNotificationPolicy } from '../../store/notificationRequests/notificationRequestActions';
import { selectPendingRequestsCount } from '../../store/notificationRequests/selectors';
import { NotificationPolicyButton } from './NotificationPolicyButton';
import { REQUEST_MESSAGES } from './requestMessages';
import './notificationRequests.css';

/**
 * At the top of the notifications column: "Filtered notifications" with how many requests
 * wait (Mastodon 4.3's banner), and the policy editor.
 */
export function FilteredNotificationsEntry() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectPendingRequestsCount);
  useEffect(() => {
    void dispatch(loadNotificationPolicy());
  }, [dispatch]);
  return (
    <div className="filtered-notifications">
      <AppLink to="/notifications/requests" className="filtered-notifications__link">
        {intl.formatMessage(REQUEST_MESSAGES.title)}
        <span className="filtered-notifications__count">
          {intl.formatMessage(REQUEST_MESSAGES.pending, { count })}
        </span>
      </AppLink>
      <NotificationPolicyButton />
    </div>
  );
}
