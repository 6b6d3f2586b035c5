import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { deleteCollection } from '../../store/collections/collectionActions';
import { useAppDispatch } from '../../store/hooks';
import { ConfirmationModal } from '../modals/ConfirmationModal';
import { ANTENNA_TEXT } from './antennaMessages';

/** "Delete antenna", asked first; once deleted, its columns go (collections' itemGone). */
export function DeleteAntennaButton({ id, onDeleted }: { id: string; onDeleted?: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [isAsking, setAsking] = useState(false);
  const label = intl.formatMessage(ANTENNA_TEXT.delete);
  return (
    <>
      <button type="button" className="button" onClick={() => setAsking(true)}>
        {label}
      </button>
      {isAsking &&
        createPortal(
          <ConfirmationModal
            title={label}
            confirm={intl.formatMessage(ANTENNA_TEXT.deleteConfirm)}
            onConfirm={() => {
              void dispatch(deleteCollection({ kind: 'antennas', id })).then((action) => {
                if (deleteCollection.fulfilled.match(action)) onDeleted?.();
              });
            }}
            onClose={() => setAsking(false)}
          >
            <p>{intl.formatMessage(ANTENNA_TEXT.deleteMessage)}</p>
          </ConfirmationModal>,
          document.body,
        )}
    </>
  );
}
