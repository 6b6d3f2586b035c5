import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../components/Modal';
import './modals.css';

/**
 * A dialog that asks first: Cancel, or the confirm button (red for what cannot be undone,
 * the primary colour otherwise).
 */
export function ConfirmationModal({
  title,
  confirm,
  tone = 'danger',
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  /** The confirm button's text. */
  confirm: string;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Modal title={title} onClose={onClose}>
      {children}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          {intl.formatMessage({ id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' })}
        </button>
        <button
          type="button"
          className={`button button--${tone}`}
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {confirm}
        </button>
      </div>
    </Modal>
  );
}
