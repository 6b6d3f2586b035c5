import { useIntl } from 'react-intl';
import { startRedraft } from '../../store/compose/composeActions';
import { useAppDispatch } from '../../store/hooks';
import { deleteStatus } from '../../store/statuses/statusActions';
import { useOpenComposer } from '../../components/navigation/useOpenComposer';
import { ConfirmationModal } from './ConfirmationModal';

const DELETE = {
  title: { id: 'confirmations.delete.title', defaultMessage: 'Delete post?' },
  message: {
    id: 'confirmations.delete.message',
    defaultMessage: 'Are you sure you want to delete this post?',
  },
  confirm: { id: 'confirmations.delete.confirm', defaultMessage: 'Delete' },
};
const REDRAFT = {
  title: { id: 'confirmations.redraft.title', defaultMessage: 'Delete & redraft post?' },
  message: {
    id: 'confirmations.redraft.message',
    defaultMessage:
      'Are you sure you want to delete this post and re-draft it? Favorites and boosts will be lost, and replies to the original post will be orphaned.',
  },
  confirm: { id: 'confirmations.redraft.confirm', defaultMessage: 'Delete & redraft' },
};

/** Asks before deleting one's own post, or deleting it to write it again (Mastodon's wording). */
export function DeleteStatusModal({
  statusId,
  redraft = false,
  onClose,
}: {
  statusId: string;
  redraft?: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const openComposer = useOpenComposer();
  const text = redraft ? REDRAFT : DELETE;
  return (
    <ConfirmationModal
      title={intl.formatMessage(text.title)}
      confirm={intl.formatMessage(text.confirm)}
      onConfirm={() => {
        if (redraft) {
          void dispatch(startRedraft(statusId));
          openComposer();
        } else {
          void dispatch(deleteStatus(statusId));
        }
      }}
      onClose={onClose}
    >
      <p>{intl.formatMessage(text.message)}</p>
    </ConfirmationModal>
  );
}
