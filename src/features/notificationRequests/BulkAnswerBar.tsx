import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../store/hooks';
import {
  answerRequests,
  type RequestAnswer,
} from '../../store/notificationRequests/notificationRequestActions';
import { ConfirmationModal } from '../modals/ConfirmationModal';
import { REQUEST_MESSAGES } from './requestMessages';

const CONFIRMS = {
  accept: {
    title: REQUEST_MESSAGES.confirmAcceptTitle,
    message: REQUEST_MESSAGES.confirmAcceptMessage,
    confirm: REQUEST_MESSAGES.accept,
  },
  dismiss: {
    title: REQUEST_MESSAGES.confirmDismissTitle,
    message: REQUEST_MESSAGES.confirmDismissMessage,
    confirm: REQUEST_MESSAGES.dismiss,
  },
} as const;

/** Selection mode: select all, and accept or dismiss the selected requests after a confirmation. */
export function BulkAnswerBar({
  allIds,
  selected,
  onSelect,
  onDone,
}: {
  allIds: string[];
  selected: string[];
  onSelect: (ids: string[]) => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState<RequestAnswer | null>(null);
  const count = selected.length;
  const allSelected = allIds.length > 0 && count === allIds.length;
  const confirm = asking ? CONFIRMS[asking] : null;
  return (
    <div className="notification-requests__bulk" role="group">
      <label>
        <input
          type="checkbox"
          checked={allSelected}
          onChange={() => onSelect(allSelected ? [] : allIds)}
        />
        {intl.formatMessage(REQUEST_MESSAGES.selectAll)}
      </label>
      <button
        type="button"
        className="button button--small"
        disabled={count === 0}
        onClick={() => setAsking('accept')}
      >
        {intl.formatMessage(REQUEST_MESSAGES.acceptMultiple, { count })}
      </button>
      <button
        type="button"
        className="button button--small"
        disabled={count === 0}
        onClick={() => setAsking('dismiss')}
      >
        {intl.formatMessage(REQUEST_MESSAGES.dismissMultiple, { count })}
      </button>
      {asking && confirm && (
        <ConfirmationModal
          title={intl.formatMessage(confirm.title)}
          confirm={intl.formatMessage(confirm.confirm)}
          tone={asking === 'dismiss' ? 'danger' : 'primary'}
          onClose={() => setAsking(null)}
          onConfirm={() => {
            void dispatch(answerRequests({ requestIds: selected, answer: asking }));
            onDone();
          }}
        >
          <p>{intl.formatMessage(confirm.message, { count })}</p>
        </ConfirmationModal>
      )}
    </div>
  );
}
