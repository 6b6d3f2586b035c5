import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useOpenComposer } from '../../components/navigation/useOpenComposer';
import { VISIBILITY_META } from '../../components/status/visibility';
import type { ScheduledStatus, Visibility } from '../../entities/types';
import { useAppDispatch } from '../../store/hooks';
import {
  cancelScheduledPost,
  editScheduledPost,
} from '../../store/scheduledStatuses/scheduledStatusActions';
import { ConfirmationModal } from '../modals/ConfirmationModal';
import { RescheduleForm } from './RescheduleForm';

const isHttp = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

function VisibilityName({ visibility }: { visibility: string }) {
  const intl = useIntl();
  const meta = VISIBILITY_META[visibility as Visibility] as
    (typeof VISIBILITY_META)[Visibility] | undefined;
  return (
    <>
      {meta ? intl.formatMessage({ id: meta.id, defaultMessage: meta.defaultMessage }) : visibility}
    </>
  );
}

/** One scheduled post: its time, audience, text and media, and what can be done with it. */
export function ScheduledStatusItem({ scheduled }: { scheduled: ScheduledStatus }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const openComposer = useOpenComposer();
  const [isRescheduling, setRescheduling] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const when = intl.formatDate(scheduled.scheduledAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="scheduled-item">
      <p className="scheduled-item__meta">
        <FormattedMessage
          id="scheduled_status.when"
          defaultMessage="Scheduled for {time}"
          values={{ time: <time dateTime={scheduled.scheduledAt}>{when}</time> }}
        />
        {' · '}
        <VisibilityName visibility={scheduled.visibility} />
      </p>
      {scheduled.spoilerText && <p className="scheduled-item__spoiler">{scheduled.spoilerText}</p>}
      {/* The author's own plain text from the params: shown as text, never as HTML. */}
      <p className="scheduled-item__text">{scheduled.text}</p>
      {scheduled.poll && (
        <ul className="scheduled-item__poll">
          {scheduled.poll.options.map((option, i) => (
            <li key={i}>{option}</li>
          ))}
        </ul>
      )}
      {scheduled.media.length > 0 && (
        <ul className="scheduled-item__media">
          {scheduled.media.map((m) => (
            <li key={m.id}>
              {isHttp(m.previewUrl) ? (
                <img src={m.previewUrl} alt={m.description ?? ''} loading="lazy" />
              ) : (
                <span className="scheduled-item__media-missing">{m.description ?? m.type}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {isRescheduling ? (
        <RescheduleForm scheduled={scheduled} onDone={() => setRescheduling(false)} />
      ) : (
        <div className="scheduled-item__actions">
          <button type="button" className="button" onClick={() => setRescheduling(true)}>
            <FormattedMessage id="scheduled_status.change_time" defaultMessage="Change time" />
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              dispatch(editScheduledPost(scheduled));
              openComposer();
            }}
          >
            <FormattedMessage id="status.edit" defaultMessage="Edit" />
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => setConfirming(true)}
          >
            <FormattedMessage id="status.delete" defaultMessage="Delete" />
          </button>
        </div>
      )}
      {isConfirming && (
        <ConfirmationModal
          title={intl.formatMessage({
            id: 'confirmations.delete_scheduled.title',
            defaultMessage: 'Delete scheduled post?',
          })}
          confirm={intl.formatMessage({
            id: 'confirmations.delete.confirm',
            defaultMessage: 'Delete',
          })}
          onConfirm={() => void dispatch(cancelScheduledPost(scheduled.id))}
          onClose={() => setConfirming(false)}
        >
          <p>
            <FormattedMessage
              id="confirmations.delete_scheduled.message"
              defaultMessage="It will not be published. Its media stay for another post."
            />
          </p>
        </ConfirmationModal>
      )}
    </li>
  );
}
