import { useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { RegexFilterColumn } from '../../store/filters/regexFilters';
import { settingChanged } from '../../store/session/settings';
import {
  selectHomeShows,
  selectRegexFilterBody,
  selectShowCounts,
} from '../../store/session/settingsSelectors';
import { RegexField } from '../timeline/RegexField';
import { SettingToggle, SettingsSection } from './SettingControls';

function RegexSetting({ column, label }: { column: RegexFilterColumn; label: string }) {
  const dispatch = useAppDispatch();
  const value = useAppSelector((s) => selectRegexFilterBody(s, column));
  return (
    <div className="settings-field">
      <RegexField
        label={label}
        value={value}
        onChange={(body) =>
          dispatch(settingChanged({ path: [column, 'regex', 'body'], value: body }))
        }
      />
    </div>
  );
}

/** What home shows, the regex filters of the timelines, and the way to the keyword filters. */
export function TimelineSettings() {
  const intl = useIntl();
  const shows = useAppSelector(selectHomeShows);
  const showCounts = useAppSelector(selectShowCounts);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <SettingsSection title={t('settings.timelines', 'Timelines')}>
      <SettingToggle
        path={['home', 'shows', 'reblog']}
        checked={shows.reblog}
        label={t('home.column_settings.show_reblogs', 'Show boosts')}
      />
      <SettingToggle
        path={['home', 'shows', 'reply']}
        checked={shows.reply}
        label={t('home.column_settings.show_replies', 'Show replies')}
      />
      <SettingToggle
        path={['home', 'shows', 'quote']}
        checked={shows.quote}
        label={t('home.column_settings.show_quotes', 'Show quotes')}
      />
      <SettingToggle
        path={['showCounts']}
        checked={showCounts}
        label={t('settings.show_counts', 'Show counts on posts in timelines')}
        hint={t(
          'settings.show_counts.hint',
          'Replies, boosts, favorites, quotes and emoji reactions; a post opened on its own page always shows them.',
        )}
      />
      <RegexSetting
        column="home"
        label={t('settings.regex.home', 'Home: filter out by regular expressions')}
      />
      <RegexSetting
        column="community"
        label={t('settings.regex.community', 'Local timeline: filter out by regular expressions')}
      />
      <RegexSetting
        column="public"
        label={t('settings.regex.public', 'Federated timeline: filter out by regular expressions')}
      />
      <p className="settings-field">
        <AppLink to="/filters">{t('navigation_bar.filters', 'Filters')}</AppLink>
      </p>
    </SettingsSection>
  );
}
