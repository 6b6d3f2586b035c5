import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectAccount } from '../../store/selectors';
import { toggleFollow } from '../../store/accounts/accountActions';
import { loadSuggestions, dismissSuggestion } from '../../store/accounts/suggestions';
import { selectRelationship, selectSuggestions } from '../../store/accounts/selectors';

const DISMISS_MESSAGES = {
  /** The home timeline's inline suggestions. */
  inline: { id: 'follow_suggestions.dismiss', defaultMessage: "Don't show again" },
  /** Explore's People tab. */
  explore: { id: 'suggestions.dismiss', defaultMessage: 'Dismiss suggestion' },
};

/** One suggested account with Follow and a dismissal that the server keeps. */
export function Suggestion({
  accountId,
  dismiss = 'inline',
}: {
  accountId: string;
  dismiss?: keyof typeof DISMISS_MESSAGES;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const account = useAppSelector((s) => selectAccount(s, accountId));
  const relationship = useAppSelector((s) => selectRelationship(s, accountId));
  if (!account) return null;
  const following = relationship?.following || relationship?.requested;
  return (
    <li className="inline-follow-suggestions__item">
      <AppLink to={`/@${account.acct}`} className="inline-follow-suggestions__account">
        <Avatar account={account} size={48} />
        <DisplayName account={account} />
      </AppLink>
      <button
        type="button"
        className="button"
        onClick={() => void dispatch(toggleFollow({ id: accountId, follow: !following }))}
      >
        {following
          ? intl.formatMessage({ id: 'account.unfollow', defaultMessage: 'Unfollow' })
          : intl.formatMessage({ id: 'account.follow', defaultMessage: 'Follow' })}
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => void dispatch(dismissSuggestion(accountId))}
        aria-label={intl.formatMessage(DISMISS_MESSAGES[dismiss])}
      >
        ×
      </button>
    </li>
  );
}

/** The inline follow suggestions in the home timeline. */
export function FollowSuggestions() {
  const dispatch = useAppDispatch();
  const { items, hasLoaded } = useAppSelector(selectSuggestions);
  useEffect(() => {
    if (!hasLoaded) void dispatch(loadSuggestions());
  }, [dispatch, hasLoaded]);
  if (items.length === 0) return null;
  return (
    <section
      className="inline-follow-suggestions"
      aria-labelledby="inline-follow-suggestions-title"
    >
      <h3 id="inline-follow-suggestions-title">
        <FormattedMessage id="follow_suggestions.who_to_follow" defaultMessage="Who to follow" />
      </h3>
      <ul>
        {items.slice(0, 5).map((id) => (
          <Suggestion key={id} accountId={id} />
        ))}
      </ul>
    </section>
  );
}
