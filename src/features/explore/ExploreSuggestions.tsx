import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { loadSuggestions } from '../../store/accounts/suggestions';
import { selectSuggestions } from '../../store/accounts/selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Suggestion } from '../timeline/FollowSuggestions';

/** Explore's People tab: the server's suggestions (20), each with Follow and dismissal. */
export function ExploreSuggestions() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { items, hasLoaded } = useAppSelector(selectSuggestions);
  useEffect(() => {
    // Fresh on each visit: dismissals made elsewhere, follows since.
    void dispatch(loadSuggestions());
  }, [dispatch]);
  const label = intl.formatMessage({ id: 'explore.suggested_follows', defaultMessage: 'People' });
  return (
    <>
      <ul className="explore-suggestions" aria-label={label} aria-busy={!hasLoaded}>
        {items.map((id) => (
          <Suggestion key={id} accountId={id} dismiss="explore" />
        ))}
      </ul>
      {hasLoaded && items.length === 0 && (
        <p className="empty-column" role="status">
          <FormattedMessage
            id="empty_column.explore_suggestions"
            defaultMessage="Nobody to suggest right now. Check back later!"
          />
        </p>
      )}
    </>
  );
}
