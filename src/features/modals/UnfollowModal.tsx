import { useIntl } from 'react-intl';
import { toggleFollow } from '../../store/accounts/accountActions';
import { useAppDispatch } from '../../store/hooks';
import { ConfirmationModal } from './ConfirmationModal';

/** Asks before unfollowing, when the settings say so (Mastodon's wording). */
export function UnfollowModal({
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
      title={intl.formatMessage({
        id: 'confirmations.unfollow.title',
        defaultMessage: 'Unfollow user?',
      })}
      confirm={intl.formatMessage({
        id: 'confirmations.unfollow.confirm',
        defaultMessage: 'Unfollow',
      })}
      onConfirm={() => void dispatch(toggleFollow({ id: accountId, follow: false }))}
      onClose={onClose}
    >
      <p>
        {intl.formatMessage(
          {
            id: 'confirmations.unfollow.message',
            defaultMessage: 'Are you sure you want to unfollow {name}?',
          },
          { name: `@${acct}` },
        )}
      </p>
    </ConfirmationModal>
  );
}
