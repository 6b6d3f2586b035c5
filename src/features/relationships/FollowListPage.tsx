import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DisplayName } from '../../components/DisplayName';
import { useLocation, useParams } from '../../components/navigation/router';
import { AppLink } from '../../components/AppLink';
import { withoutDeckPrefix } from '../../components/navigation/navigation';
import { lookupAccountByAcct } from '../../store/accounts/accountLookup';
import { selectAccountIdByAcct } from '../../store/accounts/selectors';
import { useAppDispatch, useAppSelector, useRetainedAccount } from '../../store/hooks';
import { selectPagedList } from '../../store/pagedLists/pagedLists';
import { selectAccount, selectMeId } from '../../store/selectors';
import { Column } from '../ui/Column';
import { FollowToggle } from './FollowToggle';
import { PagedAccountList } from './PagedAccountList';

const HIDDEN = (
  <FormattedMessage
    id="empty_column.account_hides_collections"
    defaultMessage="This user has chosen to not make this information available."
  />
);

/** /@{acct}/followers and /@{acct}/following, each row with its follow button. */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const handle = useParams().handle ?? '';
  const acct = handle.startsWith('@') ? handle.slice(1) : null;
  const direction = withoutDeckPrefix(useLocation().pathname).endsWith('/following')
    ? 'following'
    : 'followers';
  const accountId = useAppSelector((s) => selectAccountIdByAcct(s, acct));
  const account = useAppSelector((s) => selectAccount(s, accountId));
  const meId = useAppSelector(selectMeId);
  useRetainedAccount(accountId);
  useEffect(() => {
    if (acct) void dispatch(lookupAccountByAcct(acct));
  }, [dispatch, acct]);
  const source = { kind: direction, accountId: accountId ?? '' } as const;
  const list = useAppSelector((s) => selectPagedList(s, source));

  const title =
    direction === 'following'
      ? intl.formatMessage({ id: 'account.follows', defaultMessage: 'Following' })
      : intl.formatMessage({ id: 'account.followers', defaultMessage: 'Followers' });
  const hides =
    account !== undefined &&
    account.id !== meId &&
    (account.hideCollections || account.otherSettings.hideNetwork);
  return (
    <Column title={title} showBack>
      {acct && (
        <p className="account-list__owner">
          <AppLink to={`/@${acct}`}>
            {account ? <DisplayName account={account} withAcct={false} /> : `@${acct}`}
          </AppLink>
        </p>
      )}
      {accountId === null || !acct ? (
        <p className="empty-column">
          <FormattedMessage
            id="empty_column.account_unavailable"
            defaultMessage="Profile unavailable"
          />
        </p>
      ) : list.errorStatus === 403 ? (
        <p className="empty-column">{HIDDEN}</p>
      ) : (
        accountId && (
          <PagedAccountList
            source={source}
            label={title}
            empty={
              hides ? (
                HIDDEN
              ) : direction === 'following' ? (
                <FormattedMessage
                  id="account.follows.empty"
                  defaultMessage="This user doesn't follow anyone yet."
                />
              ) : (
                <FormattedMessage
                  id="account.followers.empty"
                  defaultMessage="No one follows this user yet."
                />
              )
            }
            actions={(row) => <FollowToggle account={row} />}
          />
        )
      )}
    </Column>
  );
}
