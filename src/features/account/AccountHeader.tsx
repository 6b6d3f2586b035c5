import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import { RelationshipButton } from '../../components/RelationshipButton';
import { InlineRichText, RichText } from '../../components/RichText';
import type { Account } from '../../entities/types';
import { toggleFollow } from '../../store/accounts/accountActions';
import { startDirect, startMention } from '../../store/compose/composeActions';
import { useOpenComposer } from '../../components/navigation/useOpenComposer';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { modalOpened } from '../../store/modals';
import { selectIsSignedIn, selectMeId } from '../../store/selectors';
import { selectRelationship } from '../../store/accounts/selectors';
import { selectConfirmUnfollow } from '../../store/session/settingsSelectors';

function FollowButton({ account }: { account: Account }) {
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

/** "Mention @name" and "Direct message @name": prefilled drafts, on /publish when no composer shows. */
function ComposeButtons({ account }: { account: Account }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const openComposer = useOpenComposer();
  if (!isSignedIn) return null;
  const open = (action: typeof startMention) => {
    dispatch(action(account));
    openComposer();
  };
  return (
    <>
      <button type="button" className="button" onClick={() => open(startMention)}>
        {intl.formatMessage(
          { id: 'account.mention', defaultMessage: 'Mention @{name}' },
          { name: account.username },
        )}
      </button>
      <button type="button" className="button" onClick={() => open(startDirect)}>
        {intl.formatMessage(
          { id: 'account.direct', defaultMessage: 'Direct message @{name}' },
          { name: account.username },
        )}
      </button>
    </>
  );
}

export function AccountHeader({ account }: { account: Account }) {
  const meId = useAppSelector(selectMeId);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  return (
    <div className="account-header">
      {account.header && (
        <img className="account-header__image" src={account.header} alt="" loading="lazy" />
      )}
      <div className="account-header__bar">
        <Avatar account={account} size={90} />
        {account.id !== meId && (
          <div className="account-header__buttons">
            <FollowButton account={account} />
            <ComposeButtons account={account} />
            {isSignedIn && <RelationshipButton account={account} kind="mute" />}
            {isSignedIn && <RelationshipButton account={account} kind="block" />}
          </div>
        )}
      </div>
      <h3 className="account-header__name">
        <DisplayName account={account} />
      </h3>
      <RichText nodes={account.note} className="account-header__note" />
      {account.fields.length > 0 && (
        <dl className="account-header__fields">
          {account.fields.map((field, i) => (
            <div key={i} className={field.verifiedAt ? 'verified' : undefined}>
              <dt>
                <InlineRichText nodes={field.nameNodes} />
              </dt>
              <dd>
                <InlineRichText nodes={field.value} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="account-header__counts">
        <FormattedMessage
          id="account.counts"
          defaultMessage="{posts} posts · {following} following · {followers} followers"
          values={{
            posts: <FormattedNumber value={account.statusesCount} />,
            following: (
              <AppLink to={`/@${account.acct}/following`}>
                <FormattedNumber value={account.followingCount} />
              </AppLink>
            ),
            followers: (
              <AppLink to={`/@${account.acct}/followers`}>
                <FormattedNumber value={account.followersCount} />
              </AppLink>
            ),
          }}
        />
      </p>
    </div>
  );
}
