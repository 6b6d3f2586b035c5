import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PushPolicy } from '../../entities/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  changePushSubscription,
  checkPushSubscription,
  subscribeToPush,
  unsubscribeFromPush,
} from '../../store/push/pushActions';
import { alertsDiffer, pushAlerts } from '../../store/push/pushRules';
import { selectPushState } from '../../store/push/selectors';
import { selectNotificationSettings } from '../../store/session/settingsSelectors';
import { SettingSelect, SettingsSection } from './SettingControls';

const POLICY_NAMES = {
  all: { id: 'push_notifications.policy.all', defaultMessage: 'Everyone' },
  followed: { id: 'push_notifications.policy.followed', defaultMessage: 'People you follow' },
  follower: { id: 'push_notifications.policy.follower', defaultMessage: 'Your followers' },
  none: { id: 'push_notifications.policy.none', defaultMessage: 'No one' },
} as const;
const POLICIES = Object.keys(POLICY_NAMES) as PushPolicy[];

/** The per-type alerts follow the desktop notification choices while subscribed. */
function useAlertsInStep() {
  const dispatch = useAppDispatch();
  const { subscription } = useAppSelector(selectPushState);
  const { alerts } = useAppSelector(selectNotificationSettings);
  const lastSent = useRef('');
  useEffect(() => {
    if (!subscription) return;
    const wanted = pushAlerts(alerts);
    const text = JSON.stringify(wanted);
    // Once per change: a server that keeps fewer types must not be asked again and again.
    if (text === lastSent.current || !alertsDiffer(wanted, subscription.alerts)) return;
    lastSent.current = text;
    void dispatch(changePushSubscription({ alerts: wanted }));
  }, [alerts, subscription, dispatch]);
}

/** Web Push on this device: on or off, and from whom; the types are the desktop ones above. */
export function PushSettings() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { supported, subscription, cleared, busy } = useAppSelector(selectPushState);
  const [policy, setPolicy] = useState<PushPolicy>('all');
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  useEffect(() => {
    void dispatch(checkPushSubscription());
  }, [dispatch]);
  useAlertsInStep();

  const title = t('settings.push', 'Push notifications');
  if (supported === false) {
    return (
      <SettingsSection title={title}>
        <p className="settings-permission__text" role="status">
          {t(
            'settings.push.unsupported',
            'Push notifications are unavailable because this browser cannot receive them.',
          )}
        </p>
      </SettingsSection>
    );
  }
  const current = subscription?.policy ?? policy;
  return (
    <SettingsSection title={title}>
      <p className="settings-field__hint">
        {t(
          'settings.push.hint',
          'Push notifications reach this device even when the app is closed, for the types whose desktop notifications are on.',
        )}
      </p>
      <p role="status" className="settings-permission__text">
        {subscription
          ? t('settings.push.on', 'This device receives push notifications.')
          : cleared
            ? t(
                'settings.push.cleared',
                'Push notifications could not be turned on in this browser.',
              )
            : t('settings.push.off', 'This device does not receive push notifications.')}
      </p>
      <SettingSelect
        label={t('settings.push.policy', 'Receive push notifications from')}
        value={current}
        options={POLICIES.map((value) => ({
          value,
          label: intl.formatMessage(POLICY_NAMES[value]),
        }))}
        onChange={(value) => {
          setPolicy(value);
          if (subscription) void dispatch(changePushSubscription({ policy: value }));
        }}
      />
      <button
        type="button"
        className={subscription ? 'button' : 'button button--primary'}
        disabled={busy || supported === null}
        onClick={() => {
          if (subscription) void dispatch(unsubscribeFromPush());
          else void dispatch(subscribeToPush(current));
        }}
      >
        {subscription
          ? t('settings.push.disable', 'Turn off push notifications')
          : t('settings.push.enable', 'Turn on push notifications')}
      </button>
    </SettingsSection>
  );
}
