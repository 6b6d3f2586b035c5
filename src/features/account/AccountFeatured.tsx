import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import type { Account, FeaturedTag } from '../../entities/types';
import { selectAccountsByIds } from '../../store/accounts/selectors';
import { useAppSelector, useRetainedAccounts } from '../../store/hooks';

/** Featured hashtags, most used first; each opens the account's posts with that tag. */
export function FeaturedTags({ account, tags }: { account: Account; tags: FeaturedTag[] }) {
  const intl = useIntl();
  if (tags.length === 0) return null;
  return (
    <section
      className="account__featured-tags"
      aria-label={intl.formatMessage(
        {
          id: 'account.featured_tags.title',
          defaultMessage: "{name}'s featured hashtags",
        },
        { name: account.displayName },
      )}
    >
      <h4>
        <FormattedMessage id="account.featured.hashtags" defaultMessage="Hashtags" />
      </h4>
      <ul>
        {tags.map((tag) => (
          <li key={tag.id}>
            <AppLink to={`/@${account.acct}/tagged/${encodeURIComponent(tag.name)}`}>
              #{tag.name}
            </AppLink>{' '}
            <span className="account__featured-count">
              <FormattedMessage
                id="account.featured_tags.statuses_count"
                defaultMessage="{count} posts"
                values={{ count: <FormattedNumber value={tag.statusesCount} /> }}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The accounts this account features on its profile (endorsements). */
export function Endorsements({ ids }: { ids: string[] }) {
  useRetainedAccounts(ids);
  const accounts = useAppSelector((s) => selectAccountsByIds(s, ids));
  if (accounts.length === 0) return null;
  return (
    <section className="account__endorsements">
      <h4>
        <FormattedMessage id="account.endorsements" defaultMessage="Featured profiles" />
      </h4>
      <ul>
        {accounts.map((a) => (
          <li key={a.id}>
            <AppLink to={`/@${a.acct}`}>
              <Avatar account={a} size={24} />
              <DisplayName account={a} />
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
