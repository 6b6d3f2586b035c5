import { useIntl } from 'react-intl';
import { VISIBILITY_META } from '../../components/status/visibility';
import { DEFAULT_PRIVACY_VALUES, DEFAULT_SEARCHABILITY_VALUES } from '../../entities/values';
import { selectAllowedPrivacy } from '../../store/compose/composeSelectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  selectHasLegacyQuotes,
  selectHasSearchability,
  selectPostingDefaults,
} from '../../store/selectors';
import {
  chooseDefaultQuotePolicy,
  savePostingDefaults,
} from '../../store/session/postingDefaultsActions';
import { selectStayPrivacy } from '../../store/session/settingsSelectors';
import { languageName } from '../../lib/languageName';
import { COMMON_LANGUAGES, QUOTE_POLICIES, SEARCHABILITY } from '../compose/ComposeOptions';
import { SettingSelect, SettingToggle, SettingsSection } from './SettingControls';

/**
 * What a new post starts with. Privacy, searchability, language and sensitivity are the
 * account's own (saved to the server); the quote policy and stay-privacy are this client's.
 */
export function PostingSettings() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const defaults = useAppSelector(selectPostingDefaults);
  const allowed = useAppSelector(selectAllowedPrivacy);
  const hasSearchability = useAppSelector(selectHasSearchability);
  const hasQuotes = useAppSelector(selectHasLegacyQuotes);
  const stayPrivacy = useAppSelector(selectStayPrivacy);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  const privacyChoices = DEFAULT_PRIVACY_VALUES.filter(
    (v) => allowed.includes(v) || v === defaults.privacy,
  );
  const languages = [...new Set([defaults.language, ...COMMON_LANGUAGES])];
  return (
    <SettingsSection title={t('settings.posting', 'Posting defaults')}>
      <SettingSelect
        label={t('settings.default_privacy', 'Posting privacy')}
        value={privacyChoices.find((v) => v === defaults.privacy) ?? 'public'}
        options={privacyChoices.map((value) => ({
          value,
          label: intl.formatMessage(VISIBILITY_META[value]),
        }))}
        onChange={(privacy) => void dispatch(savePostingDefaults({ privacy }))}
      />
      {hasSearchability && (
        <SettingSelect
          label={t('settings.default_searchability', 'Posting searchability')}
          value={
            DEFAULT_SEARCHABILITY_VALUES.find((v) => v === defaults.searchability) ?? 'private'
          }
          options={SEARCHABILITY.filter((o) =>
            DEFAULT_SEARCHABILITY_VALUES.some((v) => v === o.value),
          ).flatMap((o) => {
            const value = DEFAULT_SEARCHABILITY_VALUES.find((v) => v === o.value);
            return value ? [{ value, label: intl.formatMessage(o) }] : [];
          })}
          onChange={(searchability) => void dispatch(savePostingDefaults({ searchability }))}
        />
      )}
      <SettingSelect
        label={t('settings.default_language', 'Posting language')}
        value={defaults.language}
        options={languages.map((code) => ({ value: code, label: languageName(code, intl.locale) }))}
        onChange={(language) => void dispatch(savePostingDefaults({ language }))}
      />
      <label className="settings-field settings-field--toggle">
        <input
          type="checkbox"
          checked={defaults.sensitive}
          onChange={(e) => void dispatch(savePostingDefaults({ sensitive: e.target.checked }))}
        />
        {t('settings.default_sensitive', 'Always mark media as sensitive')}
      </label>
      {hasQuotes && (
        <SettingSelect
          label={t('visibility_modal.quote_label', 'Who can quote')}
          value={defaults.quotePolicy ?? 'public'}
          options={QUOTE_POLICIES.map((o) => ({ value: o.value, label: intl.formatMessage(o) }))}
          onChange={(policy) => dispatch(chooseDefaultQuotePolicy(policy))}
        />
      )}
      <SettingToggle
        path={['stayPrivacy']}
        checked={stayPrivacy}
        label={t('settings.stay_privacy', 'Keep the privacy of the last post as the default')}
      />
    </SettingsSection>
  );
}
