import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../components/Icon';
import type { SearchHistoryEntry } from '../../entities/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { searchHistoryCleared, searchHistoryEntryRemoved } from '../../store/search/search';
import { selectSearchHistory } from '../../store/search/selectors';

const shownQuery = (entry: SearchHistoryEntry) =>
  entry.type === 'account' ? `@${entry.q}` : entry.type === 'hashtag' ? `#${entry.q}` : entry.q;

/** The recent searches (4 per account), each to open again or remove, and "Clear". */
export function RecentSearches({
  onOpen,
  onChanged,
}: {
  onOpen: (entry: SearchHistoryEntry) => void;
  /** After a removal: the button is gone, the focus goes back to the box. */
  onChanged: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const history = useAppSelector(selectSearchHistory);
  const title = intl.formatMessage({
    id: 'search_popout.recent',
    defaultMessage: 'Recent searches',
  });
  return (
    <section className="search-popout" aria-label={title}>
      <div className="search-popout__header">
        <h3 className="search-popout__heading">{title}</h3>
        {history.length > 0 && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              dispatch(searchHistoryCleared());
              onChanged();
            }}
          >
            <FormattedMessage id="search.clear" defaultMessage="Clear" />
          </button>
        )}
      </div>
      {history.length ? (
        <ul className="search-popout__recent">
          {history.map((entry) => (
            <li key={`${entry.type}:${entry.q}`} className="search-popout__row">
              <button type="button" className="search-popout__option" onClick={() => onOpen(entry)}>
                {shownQuery(entry)}
              </button>
              <button
                type="button"
                className="search-popout__remove"
                aria-label={intl.formatMessage(
                  { id: 'search_popout.remove_recent', defaultMessage: 'Remove {query}' },
                  { query: shownQuery(entry) },
                )}
                onClick={() => {
                  dispatch(searchHistoryEntryRemoved(entry));
                  onChanged();
                }}
              >
                <Icon name="close" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="search-popout__empty">
          <FormattedMessage id="search.no_recent_searches" defaultMessage="No recent searches" />
        </p>
      )}
    </section>
  );
}
