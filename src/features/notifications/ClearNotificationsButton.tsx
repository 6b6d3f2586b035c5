import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../components/Icon';
import { useAppDispatch } from '../../store/hooks';
import { clearAllNotifications } from '../../store/notifications/notificationActions';
import { ConfirmationModal } from '../modals/ConfirmationModal';

/** Clear notifications, after a confirmation: they go for good. */
export function ClearNotificationsButton() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const label = intl.formatMessage({
    id: 'notifications.clear',
    defaultMessage: 'Clear notifications',
  });
  return (
    <>
      <button
        type="button"
        className="icon-button"
        title={label}
        aria-label={label}
        onClick={() => setAsking(true)}
      >
        <Icon name="trash" />
      </button>
      {asking && (
        <ConfirmationModal
          title={intl.formatMessage({
            id: 'notifications.clear_title',
            defaultMessage: 'Clear notifications?',
          })}
          confirm={label}
          onConfirm={() => void dispatch(clearAllNotifications())}
          onClose={() => setAsking(false)}
        >
          <p>
            <FormattedMessage
              id="notifications.clear_confirmation"
              defaultMessage="Are you sure you want to permanently clear all your notifications?"
            />
          </p>
        </ConfirmationModal>
      )}
    </>
  );
}
