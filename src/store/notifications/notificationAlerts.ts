import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { formatText } from '../../i18n/intl';
import type { StoreDeps } from '../deps';
import type { AppDispatch, RootState } from '../index';
import { soundOf } from './actionSound';
import { desktopAlertOf } from './notificationAlertRules';
import {
  notificationReceived,
  notificationsReceived,
  type ReceivedNotification,
} from './notifications';

type Listener = ListenerMiddlewareInstance<RootState, AppDispatch, StoreDeps>;

/**
 * The reader hears and sees notifications that arrive live: an action that carries a sound
 * plays it, and a streamed notification shows a desktop notification while the tab is in the
 * background, with the browser's permission. Pages loaded from the API do neither.
 */
export function registerNotificationAlerts(listener: Listener) {
  listener.startListening({
    predicate: (action) => soundOf(action) === 'boop',
    effect: (_action, api) => {
      api.extra.desktop?.sound.play();
    },
  });

  const showDesktopAlerts = (
    received: ReceivedNotification[],
    api: { extra: StoreDeps; getState: () => RootState },
  ) => {
    const desktop = api.extra.desktop;
    const DesktopNotification = desktop?.Notification;
    if (!desktop || !DesktopNotification) return;
    if (DesktopNotification.permission !== 'granted' || !desktop.isHidden()) return;
    for (const notification of received) {
      const alert = desktopAlertOf(api.getState(), notification);
      if (!alert) continue;
      try {
        const shown = new DesktopNotification(formatText(alert.title), {
          body: alert.body,
          icon: alert.icon,
          tag: alert.tag,
        });
        shown.addEventListener('click', () => {
          desktop.focusWindow();
          shown.close();
          desktop.open(alert.path);
        });
      } catch {
        // Some browsers allow notifications only from a service worker: the list still has it.
      }
    }
  };

  listener.startListening({
    actionCreator: notificationReceived,
    effect: (action, api) => showDesktopAlerts([action.payload], api),
  });
  listener.startListening({
    actionCreator: notificationsReceived,
    effect: (action, api) => showDesktopAlerts(action.payload, api),
  });
}
