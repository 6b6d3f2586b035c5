import { useEffect, type ReactNode } from 'react';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import type { Account } from '../../entities/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchFirstPage, fetchNextPage } from '../../store/pagedLists/pagedListActions';
import type { PagedListSource } from '../../store/pagedLists/pagedListKinds';
import { selectPagedList } from '../../store/pagedLists/pagedLists';
import { selectAccount } from '../../store/selectors';
import './accountList.css';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { PagedListFailure } from '../../components/PagedListFailure';

function Row({
  accountId,
  actions,
}: {
  accountId: string;
  actions: (account: Account) => ReactNode;
}) {
  const account = useAppSelector((s) => selectAccount(s, accountId));
  if (!account) return null;
  return (
    <li className="account-list__item">
      <AppLink to={`/@${account.acct}`} className="account-list__account">
        <Avatar account={account} size={40} />
        <DisplayName account={account} />
      </AppLink>
      {actions(account)}
    </li>
  );
}

/**
 * A list of accounts paged by the pagedLists slice: each row links to the account and carries
 * its own buttons; "Load more" asks for the next page while there is one.
 */
export function PagedAccountList({
  source,
  label,
  empty,
  actions,
}: {
  source: PagedListSource;
  label: string;
  /** Shown once loaded with no one in the list. */
  empty: ReactNode;
  actions: (account: Account) => ReactNode;
}) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => selectPagedList(s, source));
  const key = JSON.stringify(source);
  useEffect(() => {
    void dispatch(fetchFirstPage(JSON.parse(key) as PagedListSource));
  }, [dispatch, key]);
  return (
    <>
      <ul className="account-list" aria-label={label}>
        {list.ids.map((id) => (
          <Row key={id} accountId={id} actions={actions} />
        ))}
      </ul>
      {list.hasLoaded && list.ids.length === 0 && <p className="empty-column">{empty}</p>}
      <PagedListFailure list={list} source={source} />
      {list.next && !list.isLoading && !list.failure && (
        <LoadMoreButton onClick={() => void dispatch(fetchNextPage(source))} />
      )}
    </>
  );
}
