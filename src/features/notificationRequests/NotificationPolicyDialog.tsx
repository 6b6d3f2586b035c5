import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '../../components/Modal';
import type { NotificationPolicyRule } from '../../entities/types';
import { NOTIFICATION_POLICY_KEYS, NOTIFICATION_POLICY_VALUES } from '../../entities/values';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  changeNotificationPolicy,
  loadNotificationPolicy,
} from '../../store/notificationRequests/notificationRequestActions';
import { selectNotificationPolicy } from '../../store/notificationRequests/selectors';
import { POLICY_TITLE, RULE_HINTS, RULE_MESSAGES, VALUE_MESSAGES } from './policyMessages';
import './notificationRequests.css';

function PolicyRule({ rule }: { rule: NotificationPolicyRule }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const policy = useAppSelector(selectNotificationPolicy);
  const id = useId();
  if (!policy) return null;
  return (
    <li className="notification-policy__rule">
      <label htmlFor={id} className="notification-policy__label">
        <FormattedMessage {...RULE_MESSAGES[rule]} />
      </label>
      <span id={`${id}-hint`} className="notification-policy__hint">
        <FormattedMessage {...RULE_HINTS[rule]} />
      </span>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value={policy.rules[rule]}
        onChange={(event) => {
          const value = NOTIFICATION_POLICY_VALUES.find((v) => v === event.target.value);
          if (value) void dispatch(changeNotificationPolicy({ rule, value }));
        }}
      >
        {NOTIFICATION_POLICY_VALUES.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage(VALUE_MESSAGES[value])}
          </option>
        ))}
      </select>
    </li>
  );
}

/** Mastodon 4.3's policy editor: each rule saved (PATCH) as soon as it changes. */
export function NotificationPolicyDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(loadNotificationPolicy());
  }, [dispatch]);
  return (
    <Modal title={intl.formatMessage(POLICY_TITLE)} onClose={onClose}>
      <ul className="notification-policy">
        {NOTIFICATION_POLICY_KEYS.map((rule) => (
          <PolicyRule key={rule} rule={rule} />
        ))}
      </ul>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          {intl.formatMessage({ id: 'lightbox.close', defaultMessage: 'Close' })}
        </button>
      </div>
    </Modal>
  );
}
