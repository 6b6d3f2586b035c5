import { useIntl } from 'react-intl';
import { Modal } from '../../components/Modal';
import { useAppDispatch } from '../../store/hooks';
import { accountBlocked } from '../../store/relationshipActions';
import './modals.css';

/** SPEC §2: BLOCK with accountId and acct. */
export function BlockModal({
  accountId,
  acct,
  onClose,
}: {
  accountId: string;
  acct: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <Modal
      title={intl.formatMessage({ id: 'block_modal.title', defaultMessage: 'Block user?' })}
      onClose={onClose}
    >
      <p>
        {intl.formatMessage(
          {
            id: 'confirmations.block.message',
            defaultMessage: 'Are you sure you want to block {name}?',
          },
          { name: `@${acct}` },
        )}
      </p>
      <p className="modal__hint">
        {intl.formatMessage({
          id: 'block_modal.they_cant_see_posts',
          defaultMessage: "They can't see your posts and you won't see theirs.",
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
            void dispatch(accountBlocked(accountId));
          }}
        >
          {intl.formatMessage({ id: 'confirmations.block.confirm', defaultMessage: 'Block' })}
        </button>
      </div>
    </Modal>
  );
}
