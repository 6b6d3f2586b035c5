import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { earliestScheduleTime, scheduleProblem } from '../../entities/scheduledStatus';
import type { ScheduledStatus } from '../../entities/types';
import { fromLocalInputValue, toLocalInputValue } from '../../lib/scheduleTime';
import { useAppDispatch } from '../../store/hooks';
import { changeScheduledTime } from '../../store/scheduledStatuses/scheduledStatusActions';
import { useNow } from '../compose/ScheduleField';

/** A new time for a scheduled post (PUT scheduled_at), in the reader's time zone. */
export function RescheduleForm({
  scheduled,
  onDone,
}: {
  scheduled: ScheduledStatus;
  onDone: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const now = useNow();
  const hintId = useId();
  const [value, setValue] = useState(() => toLocalInputValue(new Date(scheduled.scheduledAt)));
  const [isSaving, setSaving] = useState(false);
  const iso = fromLocalInputValue(value);
  const problem = scheduleProblem(iso, now);
  const save = async () => {
    if (!iso || problem) return;
    setSaving(true);
    const result = await dispatch(changeScheduledTime({ id: scheduled.id, scheduledAt: iso }));
    setSaving(false);
    if (changeScheduledTime.fulfilled.match(result)) onDone();
  };
  return (
    <form
      className="scheduled-item__reschedule"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label>
        {intl.formatMessage({
          id: 'scheduled_status.new_time',
          defaultMessage: 'New date and time',
        })}{' '}
        <input
          type="datetime-local"
          value={value}
          min={toLocalInputValue(earliestScheduleTime(now))}
          aria-invalid={problem !== null}
          aria-describedby={hintId}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      {problem && (
        <p id={hintId} className="scheduled-item__error">
          {problem === 'too_soon' ? (
            <FormattedMessage
              id="compose_form.schedule.too_soon"
              defaultMessage="Choose a time at least 5 minutes from now."
            />
          ) : (
            <FormattedMessage
              id="compose_form.schedule.invalid"
              defaultMessage="Choose a date and time."
            />
          )}
        </p>
      )}
      <div className="scheduled-item__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={problem !== null || isSaving}
        >
          <FormattedMessage id="scheduled_status.save_time" defaultMessage="Save time" />
        </button>
        <button type="button" className="button" onClick={onDone}>
          <FormattedMessage id="confirmation_modal.cancel" defaultMessage="Cancel" />
        </button>
      </div>
    </form>
  );
}
