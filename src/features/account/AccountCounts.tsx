import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { networkHidden, shownCount, type AccountCount } from '../../entities/accountDisplay';
import type { Account } from '../../entities/types';

const LABELS: Record<AccountCount, { id: string; defaultMessage: string }> = {
  statuses: { id: 'account.posts', defaultMessage: 'Posts' },
  following: { id: 'account.following', defaultMessage: 'Following' },
  followers: { id: 'account.followers', defaultMessage: 'Followers' },
};

/**
 * Posts, following and followers. A count the account hides shows as "-" (kmyblue's UI); the
 * lists are links unless the account hides its network.
 */
export function AccountCounts({ account }: { account: Account }) {
  const intl = useIntl();
  const hidesNetwork = networkHidden(account);
  const item = (which: AccountCount) => {
    const count = shownCount(account, which);
    const number = count === null ? '-' : <FormattedNumber value={count} />;
    const content = (
      <>
        <strong>{number}</strong> <FormattedMessage {...LABELS[which]} />
      </>
    );
    const linked = which !== 'statuses' && count !== null && !hidesNetwork;
    return (
      <li key={which}>
        {linked ? <AppLink to={`/@${account.acct}/${which}`}>{content}</AppLink> : content}
      </li>
    );
  };
  return (
    <ul
      className="account-header__counts"
      aria-label={intl.formatMessage({ id: 'account.counts_label', defaultMessage: 'Counts' })}
    >
      {(['statuses', 'following', 'followers'] as const).map(item)}
    </ul>
  );
}
