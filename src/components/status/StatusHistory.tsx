import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import type { Status, StatusEdit } from '../../entities/types';
import { useAppDispatch } from '../../store/hooks';
import { loadStatusHistory } from '../../store/statuses/statusHistory';
import { Modal } from '../Modal';
import { InlineRichText, RichText } from '../RichText';
import { LoadingIndicator } from '../LoadingIndicator';
import { FULL_DATE, useTimestampClock } from '../timestampClock';

const messages = {
  edited: { id: 'status.edited', defaultMessage: 'Edited {date}' },
  editedShort: { id: 'status.edited_short', defaultMessage: 'Edited' },
  title: { id: 'status.history.title', defaultMessage: 'Edit history' },
  created: { id: 'status.history.created', defaultMessage: 'created {date}' },
  editedAt: { id: 'status.history.edited', defaultMessage: 'edited {date}' },
  close: { id: 'lightbox.close', defaultMessage: 'Close' },
} satisfies Record<string, { id: string; defaultMessage: string }>;

function HistoryModal({ status, onClose }: { status: Status; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [edits, setEdits] = useState<StatusEdit[] | null>(null);
  useEffect(() => {
    void dispatch(loadStatusHistory(status.id)).then((action) => {
      if (loadStatusHistory.fulfilled.match(action)) setEdits(action.payload);
    });
  }, [dispatch, status.id]);
  const date = (iso: string) => intl.formatDate(iso, FULL_DATE);
  return createPortal(
    <Modal title={intl.formatMessage(messages.title)} onClose={onClose}>
      {!edits ? (
        <LoadingIndicator />
      ) : (
        <ol className="status-history" reversed>
          {[...edits].reverse().map((edit, i) => (
            <li key={`${edit.createdAt}-${i}`} className="status-history__item">
              <p className="status-history__date">
                {intl.formatMessage(i === edits.length - 1 ? messages.created : messages.editedAt, {
                  date: date(edit.createdAt),
                })}
              </p>
              {edit.spoilerText && (
                <p className="status__spoiler">
                  <InlineRichText nodes={edit.spoilerNodes} />
                </p>
              )}
              <RichText nodes={edit.content} className="status__content__text" />
            </li>
          ))}
        </ol>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          {intl.formatMessage(messages.close)}
        </button>
      </div>
    </Modal>,
    document.body,
  );
}

/**
 * 'Edited {date}': opens the versions from GET statuses/:id/history. Until full dates are
 * written (`timestampClock.ts`), its name is 'Edited' alone.
 */
export function EditedMarker({ status }: { status: Status }) {
  const intl = useIntl();
  const { fullDates } = useTimestampClock();
  const [isOpen, setIsOpen] = useState(false);
  if (!status.editedAt) return null;
  const label = fullDates
    ? intl.formatMessage(messages.edited, {
        date: intl.formatDate(status.editedAt, FULL_DATE),
      })
    : intl.formatMessage(messages.editedShort);
  return (
    <>
      {/* Short on screen, so a narrow header keeps the author's name; the date is in the name. */}
      <button
        type="button"
        className="status__edited"
        aria-label={label}
        title={label}
        onClick={() => setIsOpen(true)}
      >
        {intl.formatMessage(messages.editedShort)}
      </button>
      {isOpen && <HistoryModal status={status} onClose={() => setIsOpen(false)} />}
    </>
  );
}
