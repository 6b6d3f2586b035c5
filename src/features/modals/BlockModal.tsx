import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../store/hooks';
import { blockAccount } from '../../store/accounts/relationshipActions';
import { ConfirmationModal } from './ConfirmationModal';

/** BLOCK with accountId and acct. */
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
    <ConfirmationModal
      title={intl.formatMessage({ id: 'block_modal.title', defaultMessage: 'Block user?' })}
      confirm={intl.formatMessage({ id: 'confirmations.block.confirm', defaultMessage: 'Block' })}
      onConfirm={() => void dispatch(blockAccount(accountId))}
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
    </ConfirmationModal>
  );
}
