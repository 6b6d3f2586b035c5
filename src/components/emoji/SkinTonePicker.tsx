import { useId } from 'react';
import { useIntl } from 'react-intl';
import { settingChanged } from '../../store/session/settings';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectSkinTone } from '../../store/session/settingsSelectors';
import { SKIN_TONES, withSkinTone } from './skinTones';

const messages = {
  group: { id: 'emoji_button.skin_tone', defaultMessage: 'Skin tone' },
  1: { id: 'emoji_button.skin_tone.default', defaultMessage: 'Default skin tone' },
  2: { id: 'emoji_button.skin_tone.light', defaultMessage: 'Light skin tone' },
  3: { id: 'emoji_button.skin_tone.medium_light', defaultMessage: 'Medium-light skin tone' },
  4: { id: 'emoji_button.skin_tone.medium', defaultMessage: 'Medium skin tone' },
  5: { id: 'emoji_button.skin_tone.medium_dark', defaultMessage: 'Medium-dark skin tone' },
  6: { id: 'emoji_button.skin_tone.dark', defaultMessage: 'Dark skin tone' },
} satisfies Record<string, { id: string; defaultMessage: string }>;

const SAMPLE = { char: '✋', name: '', shortcodes: '', keywords: '', tones: '✋~' };

/** Six radio buttons, each a raised hand in its tone; the choice is kept in settings. */
export function SkinTonePicker() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const name = useId();
  const skinTone = useAppSelector(selectSkinTone);
  return (
    <div
      role="radiogroup"
      className="emoji-picker__tones"
      aria-label={intl.formatMessage(messages.group)}
    >
      {SKIN_TONES.map((tone) => (
        <label key={tone} className="emoji-picker__tone" title={intl.formatMessage(messages[tone])}>
          <input
            type="radio"
            name={name}
            aria-label={intl.formatMessage(messages[tone])}
            checked={skinTone === tone}
            onChange={() => dispatch(settingChanged({ path: ['skinTone'], value: tone }))}
          />
          <span aria-hidden="true">{withSkinTone(SAMPLE, tone)}</span>
        </label>
      ))}
    </div>
  );
}
