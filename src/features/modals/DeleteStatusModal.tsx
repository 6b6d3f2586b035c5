import { useIntl } from 'react-intl';
import { Modal } from '../../components/Modal';
import { useAppDispatch } from '../../store/hooks';
import { statusDeleted } from '../../store/statusActions';
import './modals.css';

/** Asks before deleting one's own post (Mastodon's wording). */
export function DeleteStatusModal({
  statusId,
  onClose,
}: {
  statusId: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <Modal
      title={intl.formatMessage({
        id: 'confirmations.delete.title',
        defaultMessage: 'Delete post?',
      })}
      onClose={onClose}
    >
      <p>
        {intl.formatMessage({
          id: 'confirmations.delete.message',
          defaultMessage: 'Are you sure you want to delete this post?',
        })}
      </p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          {intl.formatMessage({ id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' })}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            onClose();
            void dispatch(statusDeleted(statusId));
          }}
        >
          {intl.formatMessage({ id: 'confirmations.delete.confirm', defaultMessage: 'Delete' })}
        </button>
      </div>
    </Modal>
  );
}
