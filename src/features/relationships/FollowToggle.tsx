import { useIntl } from 'react-intl';
import type { Account } from '../../entities/types';
import { toggleFollow } from '../../store/accounts/accountActions';
import { selectRelationship } from '../../store/accounts/selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { modalOpened } from '../../store/modals';
import { selectMeId } from '../../store/selectors';
import { selectConfirmUnfollow } from '../../store/session/settingsSelectors';

/**
 * A row's Follow / Unfollow / Cancel follow request, by the relationship once it is known.
 * Nothing for the reader's own row or a visitor (who has no relationships).
 */
export function FollowToggle({ account }: { account: Account }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const meId = useAppSelector(selectMeId);
  const relationship = useAppSelector((s) => selectRelationship(s, account.id));
  const confirmUnfollow = useAppSelector(selectConfirmUnfollow);
  if (!meId || account.id === meId) return null;
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  const active = Boolean(relationship?.following || relationship?.requested);
  const label = relationship?.requested
    ? t('account.cancel_follow_request', 'Cancel follow request')
    : relationship?.following
      ? t('account.unfollow', 'Unfollow')
      : t('account.follow', 'Follow');
  return (
    <button
      type="button"
      className={`button ${active ? '' : 'button--primary'}`}
      disabled={!relationship || relationship.blocking}
      onClick={() => {
        // Unfollowing asks first when the reader wants it to; a request is withdrawn at once.
        if (relationship?.following && confirmUnfollow) {
          dispatch(
            modalOpened({ type: 'UNFOLLOW', props: { accountId: account.id, acct: account.acct } }),
          );
        } else {
          void dispatch(toggleFollow({ id: account.id, follow: !active }));
        }
      }}
    >
      {label}
    </button>
  );
}
