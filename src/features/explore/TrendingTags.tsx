import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectTag } from '../../store/tags/selectors';
import { loadTrendingTags } from '../../store/trends/trendActions';
import { selectTrendingTags } from '../../store/trends/trends';
import { TagSparkline } from './TagSparkline';
import { HashtagName } from './HashtagName';

function TrendingTag({ name }: { name: string }) {
  const tag = useAppSelector((s) => selectTag(s, name));
  if (!tag) return null;
  return (
    <li className="trends__item">
      <HashtagName tag={tag} />
      <TagSparkline history={tag.history} />
    </li>
  );
}

/** Explore's Hashtags tab: what trends, each with its week as a sparkline. */
export function TrendingTags() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { names, hasLoaded } = useAppSelector(selectTrendingTags);
  useEffect(() => {
    void dispatch(loadTrendingTags());
  }, [dispatch]);
  const label = intl.formatMessage({ id: 'explore.trending_tags', defaultMessage: 'Hashtags' });
  return (
    <>
      <ul className="trends" aria-label={label} aria-busy={!hasLoaded}>
        {names.map((name) => (
          <TrendingTag key={name} name={name} />
        ))}
      </ul>
      {hasLoaded && names.length === 0 && <NothingTrending />}
    </>
  );
}

export function NothingTrending() {
  return (
    <p className="empty-column" role="status">
      <FormattedMessage
        id="empty_column.explore_statuses"
        defaultMessage="Nothing is trending right now. Check back later!"
      />
    </p>
  );
}
