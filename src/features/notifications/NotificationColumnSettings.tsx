import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { chooseQuickFilter } from '../../store/notifications/notificationActions';
import { selectQuickFilterSettings } from '../../store/notifications/selectors';
import { settingChanged } from '../../store/session/settings';
import { ColumnSettingsToggle } from '../columns/ColumnSettingsToggle';

const CHOICES = [
  {
    key: 'show',
    id: 'notifications.column_settings.filter_bar.show_bar',
    defaultMessage: 'Show filter bar',
  },
  {
    key: 'advanced',
    id: 'notifications.column_settings.filter_bar.advanced',
    defaultMessage: 'Display all categories',
  },
] as const;

/** The column's settings: Mastodon's quick filter bar (show it, with all categories or two). */
export function NotificationColumnSettings() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectQuickFilterSettings);
  const change = (key: 'show' | 'advanced', value: boolean) => {
    dispatch(settingChanged({ path: ['notifications', 'quickFilter', key], value }));
    // As in Mastodon: a bar hidden or narrowed drops the filter, and the list comes unfiltered.
    if (!value && settings.active !== 'all') void dispatch(chooseQuickFilter('all'));
  };
  return (
    <ColumnSettingsToggle
      icon="filter"
      panel={(id) => (
        <fieldset id={id} className="column-settings__panel">
          <legend>
            {intl.formatMessage({
              id: 'notifications.column_settings.filter_bar.category',
              defaultMessage: 'Quick filter bar',
            })}
          </legend>
          {CHOICES.map(({ key, ...label }) => (
            <label key={key} className="column-settings__check">
              <input
                type="checkbox"
                checked={settings[key]}
                onChange={(e) => change(key, e.target.checked)}
              />
              {intl.formatMessage(label)}
            </label>
          ))}
        </fieldset>
      )}
    />
  );
}
