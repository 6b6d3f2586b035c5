import { useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { answerRequest } from '../../store/notificationRequests/notificationRequestActions';
import { selectNotificationRequest } from '../../store/notificationRequests/selectors';
import { selectAccount } from '../../store/selectors';
import { REQUEST_MESSAGES } from './requestMessages';

/** One request: who, how many notifications, and Accept / Dismiss (or a checkbox when selecting). */
export function NotificationRequestItem({
  requestId,
  selecting,
  selected,
  onToggle,
}: {
  requestId: string;
  selecting: boolean;
  selected: boolean;
  onToggle: (requestId: string) => void;
}) {
  const intl = useIntl();
  const request = useAppSelector((s) => selectNotificationRequest(s, requestId));
  const account = useAppSelector((s) => selectAccount(s, request?.accountId));
  if (!request || !account) return null;
  const name = account.displayName || account.username;
  return (
    <li className="account-list__item" aria-label={name}>
      {selecting && (
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(requestId)}
          aria-label={intl.formatMessage(REQUEST_MESSAGES.selectRequest, { name })}
        />
      )}
      <AppLink to={`/notifications/requests/${request.id}`} className="account-list__account">
        <Avatar account={account} size={40} />
        <span className="notification-request__name">
          <DisplayName account={account} />
        </span>
        <span className="notification-request__count">
          {intl.formatMessage(REQUEST_MESSAGES.notificationsCount, {
            count: request.notificationsCount,
          })}
        </span>
      </AppLink>
      {!selecting && (
        <span className="notification-request__actions">
          <RequestAnswerButtons requestId={request.id} />
        </span>
      )}
    </li>
  );
}

/** Accept and Dismiss for one request (its row, and its own screen). */
export function RequestAnswerButtons({
  requestId,
  onAnswered,
}: {
  requestId: string;
  onAnswered?: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const answer = (kind: 'accept' | 'dismiss') => {
    void dispatch(answerRequest({ requestId, answer: kind }));
    onAnswered?.();
  };
  return (
    <>
      <button type="button" className="button button--small" onClick={() => answer('accept')}>
        {intl.formatMessage(REQUEST_MESSAGES.accept)}
      </button>
      <button type="button" className="button button--small" onClick={() => answer('dismiss')}>
        {intl.formatMessage(REQUEST_MESSAGES.dismiss)}
      </button>
    </>
  );
}
