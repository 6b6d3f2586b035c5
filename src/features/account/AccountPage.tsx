import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { useAppDispatch, useAppSelector, useRetainedAccount } from '../../store/hooks';
import { lookupAccountByAcct } from '../../store/accounts/accountLookup';
import { selectAccount } from '../../store/selectors';
import type { TimelineSource } from '../../entities/timelineSource';
import { selectAccountIdByAcct } from '../../store/accounts/selectors';
import { Timeline } from '../timeline/Timeline';
import { Column } from '../ui/Column';
import { withoutDeckPrefix } from '../../components/navigation/navigation';
import { AccountHeader } from './AccountHeader';

/** /@{acct}, /@{acct}/with_replies and /@{acct}/media. */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const handle = useParams().handle ?? '';
  const path = withoutDeckPrefix(useLocation().pathname);
  const acct = handle.startsWith('@') ? handle.slice(1) : null;
  const accountId = useAppSelector((s) => selectAccountIdByAcct(s, acct));
  const account = useAppSelector((s) => selectAccount(s, accountId));
  useRetainedAccount(accountId);

  useEffect(() => {
    if (acct) void dispatch(lookupAccountByAcct(acct));
  }, [dispatch, acct]);

  const tab = path.endsWith('/with_replies')
    ? 'with_replies'
    : path.endsWith('/media')
      ? 'media'
      : 'posts';
  if (!acct || accountId === null) {
    return (
      <Column
        title={intl.formatMessage({ id: 'account.not_found', defaultMessage: 'Profile not found' })}
        showBack
      >
        <p className="empty-column">
          <FormattedMessage
            id="empty_column.account_unavailable"
            defaultMessage="Profile unavailable"
          />
        </p>
      </Column>
    );
  }
  const source: TimelineSource | null = accountId
    ? {
        kind: 'account',
        id: accountId,
        excludeReplies: tab === 'posts',
        onlyMedia: tab === 'media',
      }
    : null;
  const title = account?.displayName ?? `@${acct}`;
  const tabs = [
    {
      key: 'posts',
      to: `/@${acct}`,
      label: intl.formatMessage({ id: 'account.posts', defaultMessage: 'Posts' }),
    },
    {
      key: 'with_replies',
      to: `/@${acct}/with_replies`,
      label: intl.formatMessage({
        id: 'account.posts_with_replies',
        defaultMessage: 'Posts and replies',
      }),
    },
    {
      key: 'media',
      to: `/@${acct}/media`,
      label: intl.formatMessage({ id: 'account.media', defaultMessage: 'Media' }),
    },
  ];
  return (
    <Column title={title} showBack>
      {account ? (
        <AccountHeader account={account} />
      ) : (
        <div className="loading-indicator" role="status">
          …
        </div>
      )}
      <nav
        className="account__tabs"
        aria-label={intl.formatMessage({ id: 'account.tabs', defaultMessage: 'Profile sections' })}
      >
        {tabs.map((t) => (
          <AppLink key={t.key} to={t.to} aria-current={tab === t.key ? 'page' : undefined}>
            {t.label}
          </AppLink>
        ))}
      </nav>
      {source && (
        <Timeline
          source={source}
          label={title}
          filterContext="account"
          emptyMessage={
            <FormattedMessage id="empty_column.account_timeline" defaultMessage="No posts here!" />
          }
        />
      )}
    </Column>
  );
}
