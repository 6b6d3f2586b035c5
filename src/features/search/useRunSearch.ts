import { useCallback } from 'react';
import { useAppHistory } from '../../components/navigation/navigation';
import { useAppDispatch } from '../../store/hooks';
import { submitSearch } from '../../store/search/searchActions';

/**
 * Searches (again, even for the same words); a URL or handle that finds exactly one account
 * or post opens it in place of the results.
 */
export function useRunSearch() {
  const dispatch = useAppDispatch();
  const { replace } = useAppHistory();
  return useCallback(
    (q: string) => {
      void dispatch(submitSearch(q)).then((action) => {
        if (submitSearch.fulfilled.match(action) && action.payload.direct)
          replace(action.payload.direct);
      });
    },
    [dispatch, replace],
  );
}
