import { useIntl } from 'react-intl';
import { Modal } from '../../components/Modal';
import { Status } from '../../components/status/Status';
import { useAppDispatch } from '../../store/hooks';
import { reblogToggled } from '../../store/statusActions';

/** SPEC §2: the BOOST modal, asked before boosting when the setting says so. */
export function BoostModal({ statusId, onClose }: { statusId: string; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <Modal
      title={intl.formatMessage({ id: 'boost_modal.title', defaultMessage: 'Boost?' })}
      onClose={onClose}
    >
      <Status id={statusId} />
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          {intl.formatMessage({ id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' })}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            void dispatch(reblogToggled({ id: statusId, value: true }));
            onClose();
          }}
        >
          {intl.formatMessage({ id: 'status.reblog', defaultMessage: 'Boost' })}
        </button>
      </div>
    </Modal>
  );
}
