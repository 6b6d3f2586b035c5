import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from '../../components/navigation/router';
import { LoadFailure } from '../../components/LoadFailure';
import { useRetryOnReconnect } from '../../components/useRetryOnReconnect';
import { InvalidStatus } from '../../components/status/InvalidStatus';
import { Status } from '../../components/status/Status';
import { useAppSelector } from '../../store/hooks';
import {
  selectIsSearching,
  selectSearchFailure,
  selectSearchQuery,
  selectSearchResults,
} from '../../store/search/selectors';
import { Column } from '../ui/Column';
import { AccountResult, HashtagResult, InvalidResult } from './SearchResultItems';
import { SearchSection } from './SearchSection';
import { useRunSearch } from './useRunSearch';
import '../relationships/accountList.css';
import './search.css';

/**
 * /search?q=…: Profiles, Posts and Hashtags. A URL or handle that leads to exactly one account
 * or post opens it instead.
 */
export function Component() {
  const intl = useIntl();
  const runSearch = useRunSearch();
  const q = (useSearchParams()[0].get('q') ?? '').trim();
  const shownQuery = useAppSelector(selectSearchQuery);
  const results = useAppSelector(selectSearchResults);
  const isSearching = useAppSelector(selectIsSearching);
  const hasResults = shownQuery === q && results !== null;
  const failure = useAppSelector(selectSearchFailure);
  const retry = q && shownQuery === q && failure && !isSearching ? () => runSearch(q) : null;
  useRetryOnReconnect(retry);

  // Read when the address changes: the search box has already searched what it sent here.
  const shown = useRef(shownQuery);
  shown.current = shownQuery;
  useEffect(() => {
    // Opened by its address (a link, a reload): search what it says.
    if (q && q !== shown.current) runSearch(q);
  }, [q, runSearch]);

  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  const nothing =
    hasResults &&
    !results.accounts.items.length &&
    !results.statuses.items.length &&
    !results.hashtags.items.length;
  const postsTitle = t('search_results.statuses', 'Posts');
  return (
    <Column title={t('column.search', 'Search')} showBack>
      <div className="search-results" aria-busy={isSearching}>
        {!q && <p className="empty-column">{t('search.search_or_paste', 'Search or paste URL')}</p>}
        {nothing && (
          <p className="empty-column" role="status">
            {t('search_results.nothing_found', 'Could not find anything for these search terms')}
          </p>
        )}
        {failure && retry && <LoadFailure error={failure} onRetry={retry} />}
        {hasResults && (
          <>
            <SearchSection
              type="accounts"
              title={t('search_results.accounts', 'Profiles')}
              page={results.accounts}
            >
              <ul className="account-list">
                {results.accounts.items.map((item, i) =>
                  typeof item === 'string' ? (
                    <AccountResult key={item} id={item} />
                  ) : (
                    <InvalidResult key={`invalid-${i}`} item={item} />
                  ),
                )}
              </ul>
            </SearchSection>
            <SearchSection type="statuses" title={postsTitle} page={results.statuses}>
              <div role="feed" aria-label={postsTitle}>
                {results.statuses.items.map((item, i) =>
                  typeof item === 'string' ? (
                    <Status
                      key={item}
                      id={item}
                      position={i + 1}
                      setSize={results.statuses.items.length}
                    />
                  ) : (
                    <InvalidStatus key={`invalid-${i}`} reason={item.message} />
                  ),
                )}
              </div>
            </SearchSection>
            <SearchSection
              type="hashtags"
              title={t('search_results.hashtags', 'Hashtags')}
              page={results.hashtags}
            >
              <ul className="account-list">
                {results.hashtags.items.map((item, i) =>
                  'invalid' in item ? (
                    <InvalidResult key={`invalid-${i}`} item={item} />
                  ) : (
                    <HashtagResult key={item.name} tag={item} />
                  ),
                )}
              </ul>
            </SearchSection>
          </>
        )}
      </div>
    </Column>
  );
}
