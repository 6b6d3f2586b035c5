import { useIntl } from 'react-intl';
import type { Account } from '../../entities/types';
import { toggleFollow } from '../../store/accounts/accountActions';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { modalOpened } from '../../store/modals';
import { selectIsSignedIn } from '../../store/selectors';
import { selectRelationship } from '../../store/accounts/selectors';
import { selectConfirmUnfollow } from '../../store/session/settingsSelectors';

/** Follow, Unfollow (asking first when the settings say so) or Cancel follow request. */
export function FollowButton({ account }: { account: Account }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const relationship = useAppSelector((s) => selectRelationship(s, account.id));
  const confirmUnfollow = useAppSelector(selectConfirmUnfollow);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  if (!isSignedIn) {
    return (
      <button
        type="button"
        className="button button--primary"
        onClick={() =>
          dispatch(
            modalOpened({
              type: 'INTERACTION',
              props: { intent: 'follow', accountId: account.id, url: account.url },
            }),
          )
        }
      >
        {t('account.follow', 'Follow')}
      </button>
    );
  }
  const label = relationship?.requested
    ? t('account.cancel_follow_request', 'Cancel follow request')
    : relationship?.following
      ? t('account.unfollow', 'Unfollow')
      : t('account.follow', 'Follow');
  const follow = !(relationship?.following || relationship?.requested);
  return (
    <button
      type="button"
      className={`button ${follow ? 'button--primary' : ''}`}
      disabled={!relationship}
      onClick={() => {
        // Unfollowing asks first when the reader wants it to; a request is withdrawn at once.
        if (relationship?.following && confirmUnfollow) {
          dispatch(
            modalOpened({
              type: 'UNFOLLOW',
              props: { accountId: account.id, acct: account.acct },
            }),
          );
        } else {
          void dispatch(toggleFollow({ id: account.id, follow }));
        }
      }}
    >
      {label}
    </button>
  );
}
