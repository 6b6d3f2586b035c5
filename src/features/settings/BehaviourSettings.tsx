import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { DISPLAY_MEDIA_CHOICES, settingChanged } from '../../store/session/settings';
import {
  selectConfirmBoost,
  selectConfirmDelete,
  selectConfirmUnfollow,
  selectDisplayMedia,
  selectExpandSpoilers,
} from '../../store/session/settingsSelectors';
import { SettingChoice, SettingToggle, SettingsSection } from './SettingControls';

const MEDIA_LABELS = {
  default: {
    id: 'settings.display_media.default',
    defaultMessage: 'Hide media marked as sensitive',
  },
  show_all: { id: 'settings.display_media.show_all', defaultMessage: 'Always show media' },
  hide_all: { id: 'settings.display_media.hide_all', defaultMessage: 'Always hide media' },
} as const;

/** Confirmation dialogs. */
export function ConfirmationSettings() {
  const intl = useIntl();
  const confirmBoost = useAppSelector(selectConfirmBoost);
  const confirmDelete = useAppSelector(selectConfirmDelete);
  const confirmUnfollow = useAppSelector(selectConfirmUnfollow);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <SettingsSection title={t('settings.confirmations', 'Confirmations')}>
      <SettingToggle
        path={['confirmBoost']}
        checked={confirmBoost}
        label={t('settings.confirm_boost', 'Show confirmation dialog before boosting')}
      />
      <SettingToggle
        path={['confirmDelete']}
        checked={confirmDelete}
        label={t('settings.confirm_delete', 'Show confirmation dialog before deleting a post')}
      />
      <SettingToggle
        path={['confirmUnfollow']}
        checked={confirmUnfollow}
        label={t(
          'settings.confirm_unfollow',
          'Show confirmation dialog before unfollowing someone',
        )}
      />
    </SettingsSection>
  );
}

/** Media display and content warnings. */
export function ReadingSettings() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const displayMedia = useAppSelector(selectDisplayMedia);
  const expandSpoilers = useAppSelector(selectExpandSpoilers);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <SettingsSection title={t('settings.media', 'Media and content warnings')}>
      <SettingChoice
        legend={t('settings.display_media', 'Media display')}
        value={displayMedia}
        options={DISPLAY_MEDIA_CHOICES.map((choice) => ({
          value: choice,
          label: intl.formatMessage(MEDIA_LABELS[choice]),
        }))}
        onChange={(value) => dispatch(settingChanged({ path: ['displayMedia'], value }))}
      />
      <SettingToggle
        path={['expandSpoilers']}
        checked={expandSpoilers}
        label={t('settings.expand_spoilers', 'Always expand posts marked with content warnings')}
      />
    </SettingsSection>
  );
}
