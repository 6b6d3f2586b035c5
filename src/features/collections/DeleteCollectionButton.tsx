import { useState } from 'react';
import { useIntl } from 'react-intl';
import { COLLECTION_KINDS, type CollectionKind } from '../../entities/collectionKinds';
import { deleteCollection } from '../../store/collections/collectionActions';
import { useAppDispatch } from '../../store/hooks';
import { ConfirmationModal } from '../modals/ConfirmationModal';

/** "Delete list" and its confirmation ("Delete"); `onDeleted` runs once the server agrees. */
export function DeleteCollectionButton({
  kind,
  id,
  title,
  onDeleted,
}: {
  kind: CollectionKind;
  id: string;
  /** The item's title, to tell one row's button from another's. */
  title?: string;
  onDeleted?: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [isAsking, setAsking] = useState(false);
  const { messages } = COLLECTION_KINDS[kind];
  const label = intl.formatMessage(messages.delete);
  return (
    <>
      <button
        type="button"
        className="button"
        aria-label={title === undefined ? undefined : `${label}: ${title}`}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
      {isAsking && (
        <ConfirmationModal
          title={label}
          confirm={intl.formatMessage({
            id: 'confirmations.delete_list.confirm',
            defaultMessage: 'Delete',
          })}
          onClose={() => setAsking(false)}
          onConfirm={() => {
            void dispatch(deleteCollection({ kind, id }))
              .unwrap()
              .then(() => onDeleted?.())
              .catch(() => undefined);
          }}
        >
          <p>{intl.formatMessage(messages.deleteConfirm)}</p>
        </ConfirmationModal>
      )}
    </>
  );
}
