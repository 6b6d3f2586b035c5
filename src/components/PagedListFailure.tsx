import { useAppDispatch } from '../store/hooks';
import { fetchListPage } from '../store/pagedLists/pagedListActions';
import type { PagedListSource } from '../store/pagedLists/pagedListKinds';
import type { PagedList } from '../store/pagedLists/pagedLists';
import { LoadFailure } from './LoadFailure';
import { useRetryOnReconnect } from './useRetryOnReconnect';

/**
 * A paged list's failed load, in its place, with a retry of the same page; it asks again by
 * itself when the server answers after being unreachable.
 */
export function PagedListFailure({ list, source }: { list: PagedList; source: PagedListSource }) {
  const dispatch = useAppDispatch();
  const { failure } = list;
  const retry =
    failure && !list.isLoading
      ? () => void dispatch(fetchListPage({ source, more: failure.more }))
      : null;
  useRetryOnReconnect(retry);
  if (!failure || !retry) return null;
  return <LoadFailure error={failure.error} onRetry={retry} />;
}
