import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DisplayName } from '../../components/DisplayName';
import { useLocation, useParams } from '../../components/navigation/router';
import { AppLink } from '../../components/AppLink';
import { withoutDeckPrefix } from '../../components/navigation/navigation';
import { remoteDomain } from '../../entities/accountDisplay';
import type { TimelineSource } from '../../entities/timelineSource';
import { lookupAccountByAcct } from '../../store/accounts/accountLookup';
import { loadAccountProfile } from '../../store/accounts/profileActions';
import {
  selectAccountIdByAcct,
  selectAccountProfile,
  selectRelationship,
} from '../../store/accounts/selectors';
import { useAppDispatch, useAppSelector, useRetainedAccount } from '../../store/hooks';
import { selectAccount, selectInstance } from '../../store/selectors';
import { Timeline } from '../timeline/Timeline';
import { Column } from '../ui/Column';
import { LimitedNotice, SuspendedNotice } from './AccountBanners';
import { AccountHeader } from './AccountHeader';
import { PinnedStatuses } from './PinnedStatuses';
import { LoadingIndicator } from '../../components/LoadingIndicator';

type Tab = 'posts' | 'with_replies' | 'media' | 'tagged';

function tabOf(path: string): Tab {
  if (path.endsWith('/with_replies')) return 'with_replies';
  if (path.endsWith('/media')) return 'media';
  if (path.includes('/tagged/')) return 'tagged';
  return 'posts';
}

function NotFound() {
  const intl = useIntl();
  return (
    <Column
      title={intl.formatMessage({ id: 'account.not_found', defaultMessage: 'Account not found' })}
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

/** /@{acct}, /@{acct}/with_replies, /@{acct}/media and /@{acct}/tagged/{tag}. */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const params = useParams();
  const handle = params.handle ?? '';
  const path = withoutDeckPrefix(useLocation().pathname);
  const acct = handle.startsWith('@') ? handle.slice(1) : null;
  const accountId = useAppSelector((s) => selectAccountIdByAcct(s, acct));
  const account = useAppSelector((s) => selectAccount(s, accountId));
  const profile = useAppSelector((s) => selectAccountProfile(s, accountId ?? ''));
  const following = useAppSelector((s) => selectRelationship(s, accountId ?? ''))?.following;
  const localDomain = useAppSelector(selectInstance)?.domain ?? '';
  const [revealedId, setRevealedId] = useState<string | null>(null);
  useRetainedAccount(accountId);

  useEffect(() => {
    if (acct) void dispatch(lookupAccountByAcct(acct));
  }, [dispatch, acct]);
  useEffect(() => {
    if (accountId) void dispatch(loadAccountProfile(accountId));
  }, [dispatch, accountId]);

  if (!acct || accountId === null) return <NotFound />;
  const tab = tabOf(path);
  const tagged = tab === 'tagged' ? (params.tag ?? '') : undefined;
  const hidden =
    account !== undefined &&
    (account.suspended || (account.limited && !following && revealedId !== account.id));
  const source: TimelineSource | null =
    accountId && !hidden
      ? {
          kind: 'account',
          id: accountId,
          excludeReplies: tab === 'posts' || tab === 'tagged',
          onlyMedia: tab === 'media',
          tagged,
        }
      : null;
  const title = account?.displayName ?? `@${acct}`;
  const tabs: { key: Tab; to: string; label: string }[] = [
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
    <Column
      title={account ? <DisplayName account={account} withAcct={false} /> : title}
      documentTitle={title}
      showBack
    >
      {account ? <AccountHeader account={account} details={!hidden} /> : <LoadingIndicator />}
      {account?.suspended && <SuspendedNotice />}
      {account && hidden && !account.suspended && (
        <LimitedNotice
          domain={remoteDomain(account) ?? localDomain}
          onReveal={() => setRevealedId(account.id)}
        />
      )}
      {source && (
        <>
          <nav
            className="account__tabs"
            aria-label={intl.formatMessage({
              id: 'account.tabs',
              defaultMessage: 'Profile sections',
            })}
          >
            {tabs.map((t) => (
              <AppLink key={t.key} to={t.to} aria-current={tab === t.key ? 'page' : undefined}>
                {t.label}
              </AppLink>
            ))}
          </nav>
          {tagged !== undefined && (
            <p className="account__tagged">
              <FormattedMessage
                id="account.tagged_posts"
                defaultMessage="Posts tagged #{tag}"
                values={{ tag: tagged }}
              />
            </p>
          )}
          {tab === 'posts' && profile?.pinnedStatusIds && (
            <PinnedStatuses ids={profile.pinnedStatusIds} />
          )}
          <Timeline
            source={source}
            label={title}
            filterContext="account"
            emptyMessage={
              <FormattedMessage
                id="empty_column.account_timeline"
                defaultMessage="No posts here!"
              />
            }
          />
        </>
      )}
    </Column>
  );
}
