import { useIntl } from 'react-intl';
import {
  composePollOptionChanged,
  composePollSettingsChanged,
  composePollToggled,
} from '../../store/compose/draft';
import { selectDraftPoll } from '../../store/compose/draftSelectors';
import { selectComposeConfiguration } from '../../store/compose/composeSelectors';
import { POLL_EXPIRY_CHOICES_S } from '../../store/constants';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/** Poll options (a blank one appears while under the server's max), duration and kind. */
export function PollForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const poll = useAppSelector(selectDraftPoll);
  const config = useAppSelector(selectComposeConfiguration);
  if (!poll) return null;
  const t = (id: string, defaultMessage: string, values?: Record<string, number>) =>
    intl.formatMessage({ id, defaultMessage }, values);
  const durationLabel = (seconds: number) =>
    seconds < 3600
      ? t('intervals.full.minutes', '{number, plural, one {# minute} other {# minutes}}', {
          number: seconds / 60,
        })
      : seconds < 86400
        ? t('intervals.full.hours', '{number, plural, one {# hour} other {# hours}}', {
            number: seconds / 3600,
          })
        : t('intervals.full.days', '{number, plural, one {# day} other {# days}}', {
            number: seconds / 86400,
          });
  return (
    <fieldset className="compose-poll">
      <legend className="visually-hidden">{t('compose_form.poll.title', 'Poll')}</legend>
      {poll.options.map((option, index) => (
        <input
          key={index}
          type="text"
          value={option}
          maxLength={config.pollMaxCharactersPerOption}
          placeholder={t('compose_form.poll.option_placeholder', 'Option {number}', {
            number: index + 1,
          })}
          aria-label={t('compose_form.poll.option_placeholder', 'Option {number}', {
            number: index + 1,
          })}
          onChange={(e) =>
            dispatch(
              composePollOptionChanged({
                index,
                title: e.target.value,
                max: config.pollMaxOptions,
              }),
            )
          }
        />
      ))}
      <div className="compose-poll__footer">
        <label>
          {t('compose_form.poll.duration', 'Poll length')}{' '}
          <select
            value={poll.expiresIn}
            onChange={(e) =>
              dispatch(composePollSettingsChanged({ expiresIn: Number(e.target.value) }))
            }
          >
            {POLL_EXPIRY_CHOICES_S.filter(
              (s) => s >= config.pollMinExpiration && s <= config.pollMaxExpiration,
            ).map((seconds) => (
              <option key={seconds} value={seconds}>
                {durationLabel(seconds)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={poll.multiple}
            onChange={(e) => dispatch(composePollSettingsChanged({ multiple: e.target.checked }))}
          />{' '}
          {t('compose_form.poll.multiple', 'Multiple choice')}
        </label>
        <button type="button" className="button" onClick={() => dispatch(composePollToggled())}>
          {t('compose_form.poll.remove', 'Remove poll')}
        </button>
      </div>
    </fieldset>
  );
}
