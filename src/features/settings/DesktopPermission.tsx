import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  notificationPermission,
  requestNotificationPermission,
  type NotificationPermissionState,
} from '../../lib/notificationPermission';

/** The browser's answer, asked once when the section opens; the button asks again. */
export function useDesktopPermission() {
  const [permission, setPermission] = useState<NotificationPermissionState>(() =>
    notificationPermission(),
  );
  const request = () => {
    void requestNotificationPermission().then(setPermission);
  };
  return { permission, request };
}

/** What desktop notifications need from the browser, and the button that asks for it. */
export function DesktopPermission({
  permission,
  request,
  reasonId,
}: {
  permission: NotificationPermissionState;
  request: () => void;
  /** The reason's id, for the controls it disables or explains. */
  reasonId: string;
}) {
  const intl = useIntl();
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  if (permission === 'granted') return null;
  if (permission === 'default') {
    return (
      <div className="settings-permission">
        <p id={reasonId} className="settings-permission__text">
          {t(
            'notifications.permission_required',
            'Desktop notifications are unavailable because the required permission has not been granted.',
          )}
        </p>
        <button type="button" className="button button--primary" onClick={request}>
          {t('notifications_permission_banner.enable', 'Enable desktop notifications')}
        </button>
      </div>
    );
  }
  return (
    <p id={reasonId} className="settings-permission settings-permission__text" role="status">
      {permission === 'denied'
        ? t(
            'notifications.permission_denied',
            'Desktop notifications are unavailable because the required permission has been denied.',
          )
        : t(
            'notifications.unsupported',
            'Desktop notifications are unavailable because this browser cannot show them.',
          )}
    </p>
  );
}
