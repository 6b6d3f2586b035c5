import { useEffect } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import type { AccountListKind } from '../../store/accounts/accountLists';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchFirstPage, fetchNextPage } from '../../store/pagedLists/pagedListActions';
import { selectPagedList } from '../../store/pagedLists/pagedLists';
import { selectAccount } from '../../store/selectors';
import { Column } from '../ui/Column';
import { RelationshipButton } from '../../components/RelationshipButton';
import './accountList.css';

function Row({ accountId, kind }: { accountId: string; kind: AccountListKind }) {
  const account = useAppSelector((s) => selectAccount(s, accountId));
  if (!account) return null;
  return (
    <li className="account-list__item">
      <AppLink to={`/@${account.acct}`} className="account-list__account">
        <Avatar account={account} size={40} />
        <DisplayName account={account} />
      </AppLink>
      {kind === 'mutes' && account.muteExpiresAt && (
        <span className="account-list__expiry">
          <FormattedMessage
            id="mute.expires"
            defaultMessage="Until {date}"
            values={{
              date: (
                <FormattedDate value={account.muteExpiresAt} dateStyle="medium" timeStyle="short" />
              ),
            }}
          />
        </span>
      )}
      <RelationshipButton account={account} kind={kind === 'blocks' ? 'block' : 'mute'} />
    </li>
  );
}

/** /blocks and /mutes: the accounts, each with Unblock or Unmute. */
export function AccountListPage({ kind, title }: { kind: AccountListKind; title: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => selectPagedList(s, { kind }));
  useEffect(() => {
    void dispatch(fetchFirstPage({ kind }));
  }, [dispatch, kind]);
  return (
    <Column title={title} showBack>
      <ul className="account-list" aria-label={title}>
        {list.ids.map((id) => (
          <Row key={id} accountId={id} kind={kind} />
        ))}
      </ul>
      {list.hasLoaded && list.ids.length === 0 && (
        <p className="empty-column">
          {kind === 'blocks' ? (
            <FormattedMessage
              id="empty_column.blocks"
              defaultMessage="You haven't blocked any users yet."
            />
          ) : (
            <FormattedMessage
              id="empty_column.mutes"
              defaultMessage="You haven't muted any users yet."
            />
          )}
        </p>
      )}
      {list.next && !list.isLoading && (
        <button
          type="button"
          className="load-more"
          onClick={() => void dispatch(fetchNextPage({ kind }))}
        >
          {intl.formatMessage({ id: 'status.load_more', defaultMessage: 'Load more' })}
        </button>
      )}
    </Column>
  );
}
