import { useAppDispatch } from '../store/hooks';
import { fetchListPage } from '../store/pagedLists/pagedListActions';
import type { PagedListSource } from '../store/pagedLists/pagedListKinds';
import type { PagedList } from '../store/pagedLists/pagedLists';
import { LoadFailure } from './LoadFailure';

/** A paged list's failed load, in its place, with a retry of the same page. */
export function PagedListFailure({ list, source }: { list: PagedList; source: PagedListSource }) {
  const dispatch = useAppDispatch();
  const { failure } = list;
  if (!failure || list.isLoading) return null;
  return (
    <LoadFailure
      error={failure.error}
      onRetry={() => void dispatch(fetchListPage({ source, more: failure.more }))}
    />
  );
}
