import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DisplayName } from '../../components/DisplayName';
import { useParams } from '../../components/navigation/router';
import { InvalidItem } from '../../components/InvalidItem';
import { useAppHistory } from '../../components/navigation/navigation';
import { useAppDispatch, useAppSelector, useRetainedAccount } from '../../store/hooks';
import {
  loadNotificationRequest,
  loadRequestNotifications,
} from '../../store/notificationRequests/notificationRequestActions';
import {
  selectIsRequestMissing,
  selectNotificationRequest,
  selectRequestNotifications,
} from '../../store/notificationRequests/selectors';
import { selectAccount } from '../../store/selectors';
import { Column } from '../ui/Column';
import { RequestAnswerButtons } from './NotificationRequestItem';
import { RequestNotificationItem } from './RequestNotificationItem';
import { REQUEST_MESSAGES } from './requestMessages';
import './notificationRequests.css';
import { LoadMoreButton } from '../../components/LoadMoreButton';

/** /notifications/requests/:id: what a filtered sender sent, with Accept and Dismiss. */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { back } = useAppHistory();
  const requestId = useParams().id ?? '';
  const request = useAppSelector((s) => selectNotificationRequest(s, requestId));
  const accountId = request?.accountId;
  useRetainedAccount(accountId);
  const account = useAppSelector((s) => selectAccount(s, accountId));
  const list = useAppSelector((s) => selectRequestNotifications(s, requestId));
  const missing = useAppSelector((s) => selectIsRequestMissing(s, requestId));
  const known = request !== undefined;
  useEffect(() => {
    if (!known) void dispatch(loadNotificationRequest(requestId));
  }, [dispatch, requestId, known]);
  useEffect(() => {
    if (accountId) void dispatch(loadRequestNotifications({ requestId, accountId }));
  }, [dispatch, requestId, accountId]);
  const title = account
    ? intl.formatMessage(REQUEST_MESSAGES.notificationsFrom, {
        name: account.displayName || account.username,
      })
    : intl.formatMessage(REQUEST_MESSAGES.title);
  return (
    <Column
      title={
        account ? (
          <FormattedMessage
            {...REQUEST_MESSAGES.notificationsFrom}
            values={{ name: <DisplayName account={account} withAcct={false} /> }}
          />
        ) : (
          title
        )
      }
      documentTitle={title}
      showBack
      actions={request && <RequestAnswerButtons requestId={request.id} onAnswered={back} />}
    >
      {missing && !request && (
        <p className="empty-column">
          {intl.formatMessage({
            id: 'not_found.body',
            defaultMessage: "The page you are looking for isn't here.",
          })}
        </p>
      )}
      <div role="feed" aria-label={title} aria-busy={list.isLoading}>
        {list.items.map((item, index) =>
          'invalid' in item ? (
            <InvalidItem key={`invalid-${index}`} className="notification notification--invalid">
              {item.message}
            </InvalidItem>
          ) : (
            <RequestNotificationItem key={item.id} notification={item} />
          ),
        )}
      </div>
      {list.next && !list.isLoading && accountId && (
        <LoadMoreButton
          onClick={() =>
            void dispatch(loadRequestNotifications({ requestId, accountId, more: true }))
          }
        />
      )}
    </Column>
  );
}
