import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import type { Account } from '../../entities/types';
import { useAppSelector, useRetainedAccounts } from '../../store/hooks';
import { selectAccountsByIds } from '../../store/accounts/selectors';

const nameLink = (account: Account) => (
  <AppLink to={`/@${account.acct}`}>
    <DisplayName account={account} withAcct={false} />
  </AppLink>
);

/** "Followed by {name1}, {name2} and {count} others you know" (Mastodon's wording). */
export function FamiliarFollowers({ ids }: { ids: string[] }) {
  useRetainedAccounts(ids);
  const accounts = useAppSelector((s) => selectAccountsByIds(s, ids));
  const [first, second] = accounts;
  if (!first) return null;
  const others = accounts.length - 2;
  return (
    <div className="account__familiar-followers">
      <span className="account__familiar-avatars" aria-hidden="true">
        {accounts.slice(0, 3).map((a) => (
          <Avatar key={a.id} account={a} size={24} />
        ))}
      </span>
      <p>
        {!second ? (
          <FormattedMessage
            id="account.familiar_followers_one"
            defaultMessage="Followed by {name1}"
            values={{ name1: nameLink(first) }}
          />
        ) : others <= 0 ? (
          <FormattedMessage
            id="account.familiar_followers_two"
            defaultMessage="Followed by {name1} and {name2}"
            values={{ name1: nameLink(first), name2: nameLink(second) }}
          />
        ) : (
          <FormattedMessage
            id="account.familiar_followers_many"
            defaultMessage="Followed by {name1}, {name2}, and {othersCount, plural, one {one other you know} other {# others you know}}"
            values={{ name1: nameLink(first), name2: nameLink(second), othersCount: others }}
          />
        )}
      </p>
    </div>
  );
}
