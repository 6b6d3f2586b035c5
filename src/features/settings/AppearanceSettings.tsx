import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { LAYOUT_CHOICES, settingChanged, type LayoutChoice } from '../../store/session/settings';
import {
  selectAutoPlayGif,
  selectLayoutChoice,
  selectReduceMotion,
  selectSkinTone,
  selectTrendsShown,
} from '../../store/session/settingsSelectors';
import { LanguageChoice } from './LanguageChoice';
import { SettingChoice, SettingSelect, SettingToggle, SettingsSection } from './SettingControls';

const LAYOUT_LABELS: Record<LayoutChoice, { id: string; defaultMessage: string }> = {
  auto: { id: 'settings.layout.auto', defaultMessage: 'Automatic' },
  single: { id: 'settings.layout.single', defaultMessage: 'Single column' },
  multi: { id: 'settings.layout.multi', defaultMessage: 'Multiple columns' },
};

/** Mastodon's skin tone names, 1 (default) to 6. */
const SKIN_TONES = [
  { value: '1', id: 'emoji_button.skins.default', defaultMessage: 'Default' },
  { value: '2', id: 'emoji_button.skins.light', defaultMessage: 'Light' },
  { value: '3', id: 'emoji_button.skins.medium_light', defaultMessage: 'Medium-light' },
  { value: '4', id: 'emoji_button.skins.medium', defaultMessage: 'Medium' },
  { value: '5', id: 'emoji_button.skins.medium_dark', defaultMessage: 'Medium-dark' },
  { value: '6', id: 'emoji_button.skins.dark', defaultMessage: 'Dark' },
] as const;

/** Language, layout, motion, animated images, emoji skin tone and trends. */
export function AppearanceSettings() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const layout = useAppSelector(selectLayoutChoice);
  const reduceMotion = useAppSelector(selectReduceMotion);
  const autoPlayGif = useAppSelector(selectAutoPlayGif);
  const skinTone = useAppSelector(selectSkinTone);
  const trends = useAppSelector(selectTrendsShown);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <SettingsSection title={t('settings.appearance', 'Appearance')}>
      <LanguageChoice />
      <SettingChoice
        legend={t('settings.layout', 'Layout')}
        value={layout}
        options={LAYOUT_CHOICES.map((choice) => ({
          value: choice,
          label: intl.formatMessage(LAYOUT_LABELS[choice]),
        }))}
        onChange={(value) => dispatch(settingChanged({ path: ['layout'], value }))}
      />
      <SettingToggle
        path={['reduceMotion']}
        checked={reduceMotion}
        label={t('settings.reduce_motion', 'Reduce motion in animations')}
      />
      <SettingToggle
        path={['autoPlayGif']}
        checked={autoPlayGif}
        label={t('settings.auto_play_gif', 'Auto-play animated GIFs')}
        hint={t(
          'settings.auto_play_gif.hint',
          'Animated avatars and custom emoji move all the time; otherwise when the pointer is over them.',
        )}
      />
      <SettingSelect
        label={t('settings.skin_tone', 'Emoji skin tone')}
        value={String(skinTone)}
        options={SKIN_TONES.map((tone) => ({
          value: tone.value,
          label: intl.formatMessage({ id: tone.id, defaultMessage: tone.defaultMessage }),
        }))}
        onChange={(value) => dispatch(settingChanged({ path: ['skinTone'], value: Number(value) }))}
      />
      <SettingToggle
        path={['trends', 'show']}
        checked={trends}
        label={t('settings.trends', 'Show trends')}
        hint={t(
          'settings.trends.hint',
          'Kept with your settings for the screens that show trending posts, tags and links.',
        )}
      />
    </SettingsSection>
  );
}
