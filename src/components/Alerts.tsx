import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { formatLocalText } from './formatLocalText';
import { useAppHistory } from './navigation/navigation';
import { alertDismissed, type Alert } from '../store/alerts/alerts';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectAlerts } from '../store/alerts/selectors';

const format = formatLocalText;

function AlertItem({ alert }: { alert: Alert }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { push } = useAppHistory();
  const dismiss = () => dispatch(alertDismissed(alert.key));
  useEffect(() => {
    if (alert.dismissAfter === null) return undefined;
    const timer = setTimeout(() => dispatch(alertDismissed(alert.key)), alert.dismissAfter);
    return () => clearTimeout(timer);
  }, [dispatch, alert.key, alert.dismissAfter]);
  const title = format(intl, alert.title);
  return (
    <div
      className={`notification-bar notification-bar--${alert.severity}`}
      role={alert.severity === 'error' ? 'alert' : 'status'}
    >
      <p className="notification-bar__message">
        {title && <strong className="notification-bar__title">{title} </strong>}
        {format(intl, alert.message)}
      </p>
      {alert.action && (
        <button
          type="button"
          className="notification-bar__action"
          onClick={() => {
            push(alert.action!.path);
            dismiss();
          }}
        >
          {format(intl, alert.action.label)}
        </button>
      )}
      <button
        type="button"
        className="notification-bar__dismiss"
        aria-label={intl.formatMessage({ id: 'alert.dismiss', defaultMessage: 'Dismiss' })}
        onClick={dismiss}
      >
        ×
      </button>
    </div>
  );
}

/** Alerts at the bottom left, newest last. */
export function Alerts() {
  const alerts = useAppSelector(selectAlerts);
  return (
    <div className="notification-list" aria-live="polite">
      {alerts.map((alert) => (
        <AlertItem key={alert.key} alert={alert} />
      ))}
    </div>
  );
}
