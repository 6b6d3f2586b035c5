import { useIntl } from 'react-intl';
import { LOCALE_CHOICES, type LocaleChoice } from '../../i18n/locale';
import { languageName } from '../../lib/languageName';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { settingChanged } from '../../store/session/settings';
import { selectLocaleChoice } from '../../store/session/settingsSelectors';
import { SettingChoice } from './SettingControls';

/**
 * The interface's language. Each language is named in itself ("English", "日本語"), so a
 * reader finds their own whichever language the screen is in.
 */
export function LanguageChoice() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const choice = useAppSelector(selectLocaleChoice);
  const label = (value: LocaleChoice) =>
    value === 'browser'
      ? intl.formatMessage({ id: 'settings.language.browser', defaultMessage: 'Browser default' })
      : languageName(value, value);
  return (
    <SettingChoice
      legend={intl.formatMessage({ id: 'settings.language', defaultMessage: 'Language' })}
      value={choice}
      options={LOCALE_CHOICES.map((value) => ({ value, label: label(value) }))}
      onChange={(value) => dispatch(settingChanged({ path: ['locale'], value }))}
    />
  );
}
