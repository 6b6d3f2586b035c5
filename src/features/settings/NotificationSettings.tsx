import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { NOTIFICATION_SETTING_TYPES, settingChanged } from '../../store/session/settings';
import { selectNotificationSettings } from '../../store/session/settingsSelectors';
import { DesktopPermission, useDesktopPermission } from './DesktopPermission';
import { SettingsSection } from './SettingControls';

type SettingType = (typeof NOTIFICATION_SETTING_TYPES)[number];

/** Mastodon's names for each type in its column settings (kmyblue's for its own types). */
const TYPE_NAMES: Record<SettingType, { id: string; defaultMessage: string }> = {
  follow: { id: 'notifications.column_settings.follow', defaultMessage: 'New followers' },
  follow_request: {
    id: 'notifications.column_settings.follow_request',
    defaultMessage: 'New follow requests',
  },
  favourite: { id: 'notifications.column_settings.favourite', defaultMessage: 'Favorites' },
  emoji_reaction: {
    id: 'notifications.column_settings.emoji_reaction',
    defaultMessage: 'Emoji reactions',
  },
  reblog: { id: 'notifications.column_settings.reblog', defaultMessage: 'Boosts' },
  mention: { id: 'notifications.column_settings.mention', defaultMessage: 'Mentions' },
  status_reference: {
    id: 'notifications.column_settings.status_reference',
    defaultMessage: 'References',
  },
  quote: { id: 'notifications.column_settings.quote', defaultMessage: 'Quotes' },
  poll: { id: 'notifications.column_settings.poll', defaultMessage: 'Poll results' },
  status: { id: 'notifications.column_settings.status', defaultMessage: 'New posts' },
  list_status: {
    id: 'notifications.column_settings.list_status',
    defaultMessage: 'New posts in lists',
  },
  update: { id: 'notifications.column_settings.update', defaultMessage: 'Edits' },
  'admin.sign_up': {
    id: 'notifications.column_settings.admin.sign_up',
    defaultMessage: 'New sign-ups',
  },
  'admin.report': {
    id: 'notifications.column_settings.admin.report',
    defaultMessage: 'New reports',
  },
};

const ASPECTS = ['shows', 'alerts', 'sounds'] as const;
const ASPECT_NAMES = {
  shows: { id: 'notifications.column_settings.show', defaultMessage: 'Show in column' },
  alerts: { id: 'notifications.column_settings.alert', defaultMessage: 'Desktop notifications' },
  sounds: { id: 'notifications.column_settings.sound', defaultMessage: 'Play sound' },
} as const;

/** Per type: shown in the list (at once), and the desktop notification and sound choices. */
export function NotificationSettings() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectNotificationSettings);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  const { permission, request } = useDesktopPermission();
  const reasonId = useId();
  // Without the browser's Notification API the alert choices cannot do anything.
  const alertsUnsupported = permission === 'unsupported';
  return (
    <SettingsSection title={t('settings.notifications', 'Notifications')}>
      <p className="settings-field__hint">
        {t(
          'settings.notifications.hint',
          'Show in column: the type stays in the notifications list (types not shown leave it at once). Desktop notifications: a notification that arrives while this tab is in the background also shows on your desktop. Play sound: a notification that arrives makes a short sound.',
        )}
      </p>
      <DesktopPermission permission={permission} request={request} reasonId={reasonId} />
      <table className="settings-table">
        <thead>
          <tr>
            <th scope="col">{t('settings.notifications.type', 'Type')}</th>
            {ASPECTS.map((aspect) => (
              <th scope="col" key={aspect}>
                {intl.formatMessage(ASPECT_NAMES[aspect])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_SETTING_TYPES.map((type) => {
            const typeName = intl.formatMessage(TYPE_NAMES[type]);
            return (
              <tr key={type}>
                <th scope="row">{typeName}</th>
                {ASPECTS.map((aspect) => (
                  <td key={aspect}>
                    <input
                      type="checkbox"
                      aria-label={`${typeName}: ${intl.formatMessage(ASPECT_NAMES[aspect])}`}
                      checked={settings[aspect][type]}
                      disabled={aspect === 'alerts' && alertsUnsupported}
                      aria-describedby={
                        aspect === 'alerts' && permission !== 'granted' ? reasonId : undefined
                      }
                      onChange={(e) =>
                        dispatch(
                          settingChanged({
                            path: ['notifications', aspect, type],
                            value: e.target.checked,
                          }),
                        )
                      }
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </SettingsSection>
  );
}
