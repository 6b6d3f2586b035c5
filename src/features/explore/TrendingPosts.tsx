import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Status } from '../../components/status/Status';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchFirstPage, fetchNextPage } from '../../store/pagedLists/pagedListActions';
import { selectPagedList } from '../../store/pagedLists/pagedLists';
import { NothingTrending } from './TrendingTags';
import { PagedListFailure } from '../../components/PagedListFailure';

const SOURCE = { kind: 'trending_statuses' } as const;

/** Explore's Posts tab: the posts people respond to most, paged by the Link header. */
export function TrendingPosts() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => selectPagedList(s, SOURCE));
  useEffect(() => {
    void dispatch(fetchFirstPage(SOURCE));
  }, [dispatch]);
  const label = intl.formatMessage({ id: 'explore.trending_statuses', defaultMessage: 'Posts' });
  return (
    <>
      <div role="feed" aria-label={label} aria-busy={!list.hasLoaded}>
        {list.ids.map((id, i) => (
          <Status key={id} id={id} position={i + 1} setSize={list.ids.length} view="explore" />
        ))}
      </div>
      {list.hasLoaded && list.ids.length === 0 && <NothingTrending />}
      <PagedListFailure list={list} source={SOURCE} />
      {list.next && (
        <button
          type="button"
          className="button load-more"
          disabled={list.isLoading}
          onClick={() => void dispatch(fetchNextPage(SOURCE))}
        >
          {intl.formatMessage({ id: 'status.load_more', defaultMessage: 'Load more' })}
        </button>
      )}
    </>
  );
}
