/** The browser's desktop notification permission, and asking for it (SPEC §7, browser helper). */

export type NotificationPermissionState = 'default' | 'granted' | 'denied' | 'unsupported';

/** The part of the browser's Notification class this asks about. */
export interface NotificationPermissionApi {
  readonly permission: NotificationPermission;
  requestPermission(
    callback?: (permission: NotificationPermission) => void,
  ): Promise<NotificationPermission> | undefined;
}

const browserNotification = (): NotificationPermissionApi | undefined =>
  typeof Notification === 'undefined' ? undefined : Notification;

export function notificationPermission(
  api: NotificationPermissionApi | undefined = browserNotification(),
): NotificationPermissionState {
  return api ? api.permission : 'unsupported';
}

/**
 * Asks the browser, and tells what it answered. Older browsers answer through a callback
 * instead of a promise; a browser that throws is taken to have no notifications.
 */
export async function requestNotificationPermission(
  api: NotificationPermissionApi | undefined = browserNotification(),
): Promise<NotificationPermissionState> {
  if (!api) return 'unsupported';
  try {
    return await new Promise<NotificationPermission>((resolve, reject) => {
      const answer = api.requestPermission(resolve);
      if (answer) answer.then(resolve, reject);
    });
  } catch {
    return 'unsupported';
  }
}
