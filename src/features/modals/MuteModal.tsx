import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useAppDispatch } from '../../store/hooks';
import { muteAccount } from '../../store/accounts/relationshipActions';
import { durationParts, MUTE_DURATION_CHOICES } from './muteDurations';
import { ConfirmationModal } from './ConfirmationModal';

function durationLabel(intl: IntlShape, seconds: number): string {
  const parts = durationParts(seconds);
  if (!parts)
    return intl.formatMessage({ id: 'mute_modal.indefinite', defaultMessage: 'Indefinite' });
  const messages = {
    minute: {
      id: 'intervals.full.minutes',
      defaultMessage: '{number, plural, one {# minute} other {# minutes}}',
    },
    hour: {
      id: 'intervals.full.hours',
      defaultMessage: '{number, plural, one {# hour} other {# hours}}',
    },
    day: {
      id: 'intervals.full.days',
      defaultMessage: '{number, plural, one {# day} other {# days}}',
    },
  };
  return intl.formatMessage(messages[parts.unit], { number: parts.value });
}

/** MUTE with accountId and acct; notifications and duration. */
export function MuteModal({
  accountId,
  acct,
  onClose,
}: {
  accountId: string;
  acct: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [notifications, setNotifications] = useState(true);
  const [duration, setDuration] = useState(0);
  return (
    <ConfirmationModal
      title={intl.formatMessage({ id: 'mute_modal.title', defaultMessage: 'Mute user?' })}
      confirm={intl.formatMessage({ id: 'confirmations.mute.confirm', defaultMessage: 'Mute' })}
      onConfirm={() => void dispatch(muteAccount({ accountId, notifications, duration }))}
      onClose={onClose}
    >
      <p>
        {intl.formatMessage(
          {
            id: 'confirmations.mute.message',
            defaultMessage: 'Are you sure you want to mute {name}?',
          },
          { name: `@${acct}` },
        )}
      </p>
      <label className="modal__choice">
        <input
          type="checkbox"
          checked={notifications}
          onChange={(e) => setNotifications(e.target.checked)}
        />
        {intl.formatMessage({
          id: 'mute_modal.hide_notifications',
          defaultMessage: 'Hide notifications from this user?',
        })}
      </label>
      <label className="modal__field">
        {intl.formatMessage({ id: 'mute_modal.duration', defaultMessage: 'Duration' })}
        <select value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
          {MUTE_DURATION_CHOICES.map((seconds) => (
            <option key={seconds} value={seconds}>
              {durationLabel(intl, seconds)}
            </option>
          ))}
        </select>
      </label>
    </ConfirmationModal>
  );
}
