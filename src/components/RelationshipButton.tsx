import { useIntl } from 'react-intl';
import type { Account } from '../entities/types';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { modalOpened } from '../store/modals';
import { unblockAccount, unmuteAccount } from '../store/accounts/relationshipActions';
import { selectRelationship } from '../store/accounts/selectors';

/**
 * Block / Unblock or Mute / Unmute for an account: undoing is immediate, doing asks
 * through the BLOCK or MUTE modal.
 */
export function RelationshipButton({
  account,
  kind,
}: {
  account: Account;
  kind: 'block' | 'mute';
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const relationship = useAppSelector((s) => selectRelationship(s, account.id));
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  const active = kind === 'block' ? relationship?.blocking : relationship?.muting;
  const label = active
    ? kind === 'block'
      ? t('account.unblock_short', 'Unblock')
      : t('account.unmute_short', 'Unmute')
    : kind === 'block'
      ? t('account.block_short', 'Block')
      : t('account.mute_short', 'Mute');
  return (
    <button
      type="button"
      className="button"
      disabled={!relationship}
      onClick={() => {
        if (active) {
          void dispatch(kind === 'block' ? unblockAccount(account.id) : unmuteAccount(account.id));
          return;
        }
        dispatch(
          modalOpened({
            type: kind === 'block' ? 'BLOCK' : 'MUTE',
            props: { accountId: account.id, acct: account.acct },
          }),
        );
      }}
    >
      {label}
    </button>
  );
}
