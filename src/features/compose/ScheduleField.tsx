import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../components/Icon';
import { earliestScheduleTime, scheduleProblem } from '../../entities/scheduledStatus';
import { fromLocalInputValue, toLocalInputValue } from '../../lib/scheduleTime';
import { composeChanged } from '../../store/compose/draft';
import { selectDraftEditId, selectDraftScheduledAt } from '../../store/compose/draftSelectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/** How often the 5-minute rule is looked at again while the composer is open. */
const RECHECK_MS = 15_000;

/** Now, renewed every little while, so a time that has come too close says so. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, RECHECK_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return now;
}

/** The draft may go: not scheduled, or scheduled far enough ahead. */
export function useScheduleReady(): boolean {
  const scheduledAt = useAppSelector(selectDraftScheduledAt);
  const editId = useAppSelector(selectDraftEditId);
  const now = useNow();
  return scheduledAt === null || editId !== null || scheduleProblem(scheduledAt, now) === null;
}

/** 'Schedule': turns the time on (the earliest allowed, a little ahead) and off. */
export function ScheduleToggle() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const scheduledAt = useAppSelector(selectDraftScheduledAt);
  const editId = useAppSelector(selectDraftEditId);
  if (editId) return null;
  const on = scheduledAt !== null;
  // Two names rather than a pressed state, so it never shares "Schedule" with the submit button.
  const label = on
    ? intl.formatMessage({
        id: 'schedule_button.remove_schedule',
        defaultMessage: 'Remove schedule',
      })
    : intl.formatMessage({ id: 'schedule_button.add_schedule', defaultMessage: 'Schedule' });
  return (
    <button
      type="button"
      className={`icon-button ${on ? 'icon-button--active' : ''}`}
      aria-label={label}
      title={label}
      onClick={() => {
        const next = on ? null : earliestScheduleTime(Date.now() + 5 * 60_000).toISOString();
        dispatch(composeChanged({ scheduledAt: next }));
      }}
    >
      <Icon name="clock" />
    </button>
  );
}

/** The date and time in the reader's own time zone, and what is wrong with it. */
export function ScheduleField() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const scheduledAt = useAppSelector(selectDraftScheduledAt);
  const editId = useAppSelector(selectDraftEditId);
  const now = useNow();
  const hintId = useId();
  if (scheduledAt === null || editId) return null;
  const problem = scheduleProblem(scheduledAt, now);
  const at = problem === 'invalid' ? null : new Date(scheduledAt);
  return (
    <div className="compose-form__schedule">
      <label>
        {intl.formatMessage({
          id: 'compose_form.schedule.label',
          defaultMessage: 'Scheduled date and time',
        })}{' '}
        <input
          type="datetime-local"
          value={at ? toLocalInputValue(at) : ''}
          min={toLocalInputValue(earliestScheduleTime(now))}
          aria-invalid={problem !== null}
          aria-describedby={hintId}
          onChange={(e) =>
            dispatch(composeChanged({ scheduledAt: fromLocalInputValue(e.target.value) ?? '' }))
          }
        />
      </label>
      <p id={hintId} className={problem ? 'compose-form__schedule-error' : 'compose-form__hint'}>
        {problem === 'invalid'
          ? intl.formatMessage({
              id: 'compose_form.schedule.invalid',
              defaultMessage: 'Choose a date and time.',
            })
          : problem === 'too_soon'
            ? intl.formatMessage({
                id: 'compose_form.schedule.too_soon',
                defaultMessage: 'Choose a time at least 5 minutes from now.',
              })
            : intl.formatMessage(
                {
                  id: 'compose_form.schedule.when',
                  defaultMessage: 'Will be published {time}, your time.',
                },
                { time: intl.formatDate(scheduledAt, { dateStyle: 'medium', timeStyle: 'short' }) },
              )}
      </p>
    </div>
  );
}
