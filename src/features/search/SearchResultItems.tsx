import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import { InvalidItem } from '../../components/InvalidItem';
import type { InvalidEntity, SearchHashtag } from '../../entities/types';
import { useAppSelector } from '../../store/hooks';
import { selectAccount } from '../../store/selectors';

export function AccountResult({ id }: { id: string }) {
  const account = useAppSelector((s) => selectAccount(s, id));
  if (!account) return null;
  return (
    <li className="account-list__item">
      <AppLink to={`/@${account.acct}`} className="account-list__account">
        <Avatar account={account} size={40} />
        <DisplayName account={account} />
      </AppLink>
    </li>
  );
}

export function HashtagResult({ tag }: { tag: SearchHashtag }) {
  return (
    <li className="account-list__item search-results__hashtag">
      <AppLink to={`/tags/${encodeURIComponent(tag.name)}`}>#{tag.name}</AppLink>
      <span className="search-results__hashtag-usage">
        <FormattedMessage
          id="trends.counter_by_accounts"
          defaultMessage="{count, plural, one {{counter} person} other {{counter} people}} in the past {days, plural, one {day} other {# days}}"
          values={{ count: tag.recentPeople, counter: tag.recentPeople, days: 2 }}
        />
      </span>
    </li>
  );
}

/** A profile or hashtag the server sent that could not be read, in its place. */
export function InvalidResult({ item }: { item: InvalidEntity }) {
  const intl = useIntl();
  return (
    <li>
      <InvalidItem
        className="search-results__invalid"
        label={intl.formatMessage({
          id: 'search_results.invalid',
          defaultMessage: 'Result could not be shown',
        })}
      >
        <FormattedMessage
          id="search_results.invalid.body"
          defaultMessage="This result could not be shown: {reason}"
          values={{ reason: item.message }}
        />
      </InvalidItem>
    </li>
  );
}
