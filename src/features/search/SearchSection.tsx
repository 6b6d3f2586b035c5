import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SearchType } from '../../entities/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { expandSearch } from '../../store/search/searchActions';
import type { ResultsPage } from '../../store/search/searchRules';
import { selectIsSignedIn } from '../../store/selectors';

/**
 * One kind of result (Profiles, Posts, Hashtags) with its own "Load more": 10 more of that
 * kind after those shown. Only signed-in readers may page (a visitor's offset is refused).
 */
export function SearchSection<T>({
  type,
  title,
  page,
  children,
}: {
  type: SearchType;
  title: string;
  page: ResultsPage<T>;
  children: ReactNode;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  if (!page.items.length) return null;
  return (
    <section className="search-results__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="search-results__heading">
        {title}
      </h3>
      {children}
      {page.hasMore && isSignedIn && (
        <button
          type="button"
          className="button load-more"
          disabled={page.isLoading}
          onClick={() => void dispatch(expandSearch(type))}
        >
          {intl.formatMessage({ id: 'status.load_more', defaultMessage: 'Load more' })}
        </button>
      )}
    </section>
  );
}
